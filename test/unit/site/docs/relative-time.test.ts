/**
 * `relative-time` options from the CLDR relative-time documentation (UTS #35
 * Dates, "Relative Time": fields year..second with the relative words
 * "relative-type" -1/0/1, e.g. day: "yesterday", "today", "tomorrow"; second 0:
 * "now") and the CLDR relative-time format options `field`, `numericOnly`
 * and `alwaysNow`. https://unicode.org/reports/tr35/tr35-dates.html#Calendar_Fields
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;

function render(source: string, t: number): string {
  const { template, errors } = compile(source);
  expect(errors).toEqual([]);
  return template.render({ t }, { locale: 'en', now: NOW }).output;
}

describe('relative-time options (CLDR relative time)', () => {
  it('numericOnly:false uses the relative words', () => {
    expect(render('{t|relative-time numericOnly:false}', NOW + DAY)).toBe('tomorrow');
    expect(render('{t|relative-time numericOnly:false}', NOW - DAY)).toBe('yesterday');
    expect(render('{t|relative-time}', NOW + DAY)).toBe('in 1 day');
  });

  it('field fixes the unit', () => {
    expect(render('{t|relative-time field:hour}', NOW + DAY)).toBe('in 24 hours');
    expect(render('{t|relative-time field:minute}', NOW - 2 * 3_600_000)).toBe('120 minutes ago');
  });

  it('alwaysNow words a zero distance "now"', () => {
    expect(render('{t|relative-time alwaysNow:true}', NOW)).toBe('now');
    expect(render('{t|relative-time alwaysNow:true context:begin-sentence}', NOW)).toBe('Now');
  });
});
