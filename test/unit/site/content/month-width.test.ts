import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/** Months at the width the skeleton asks (src/site/content/dates/datetime.ts nameInDate), checked against the platform's engine. */
const out = (source: string, data: unknown, locale: string) => compile(source).template.render(data, { locale, now: 1700050000000 }).output;

describe('a month at the width the skeleton asks', () => {
  it('abbreviates where the locale\'s pattern writes the full name for an abbreviated skeleton', () => {
    expect(out('{none,zero|datetime-interval skeleton:yMMM}', {}, 'cs')).toBe('pro 1969');
    expect(out('{a,b|datetime-interval skeleton:yMMM}', { a: 0, b: 1700000000000 }, 'cs')).toBe('pro 1969\u2009–\u2009lis 2023');
    expect(out('{t|datetime skeleton:yMMM}', { t: 1710000000000 }, 'ru')).toBe('мар. 2024\u202fг.');
  });

  it('keeps a name the locale writes in full as its abbreviation (de "März", en-AU "July")', () => {
    expect(out('{t|datetime skeleton:yMMMd}', { t: 1710000000000 }, 'de')).toBe('9. März 2024');
    expect(out('{t|datetime skeleton:yMMM}', { t: 1690000000000 }, 'en-AU')).toBe('July 2023');
  });
});

describe('a time skeleton across days', () => {
  it('writes each end\'s date as yMMMd, as the platform', () => {
    expect(out('{a,b|datetime-interval hm}', { a: 12345678901, b: 0 }, 'en')).toBe('May 23, 1970, 5:21\u202fPM\u2009–\u2009Dec 31, 1969, 7:00\u202fPM');
    expect(out('{a,b|datetime-interval hm}', { a: 0, b: 3600000 }, 'en')).toBe('7:00\u2009–\u20098:00\u202fPM'); // within a day: the times
  });
});
