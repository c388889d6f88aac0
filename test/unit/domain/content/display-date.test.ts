import { describe, expect, it } from 'vitest';
import { INVALID_DATE_TEXT, displayDate, isDisplayableInstant } from '../../../../src/domain/content/index';

const iso = (ms: number) => new Date(ms).toISOString();

describe('a date shown through the browser writes "Invalid Date" when the browser cannot hold it', () => {
  it('formats an instant the browser holds, the extremes included', () => {
    expect(displayDate(0, iso)).toBe('1970-01-01T00:00:00.000Z');
    expect(displayDate(8.64e15, iso)).toBe('+275760-09-13T00:00:00.000Z');
    expect(isDisplayableInstant(-8.64e15)).toBe(true);
  });

  it('writes the browser\'s "Invalid Date" for NaN, infinities and instants past ±8.64e15 ms, never calling the format', () => {
    const throwing = () => {
      throw new RangeError('Invalid time value');
    };
    for (const ms of [NaN, Infinity, -Infinity, 8.64e15 + 1, -8.64e15 - 1, 1e300]) {
      expect(displayDate(ms, throwing)).toBe(INVALID_DATE_TEXT);
      expect(isDisplayableInstant(ms)).toBe(false);
    }
    expect(INVALID_DATE_TEXT).toBe(String(new Date(NaN)));
  });
});
