/**
 * `relative-time` options from the CLDR relative-time documentation (UTS #35
 * Dates, "Relative Time": fields year..second with the relative words
 * "relative-type" -1/0/1, e.g. day: "yesterday", "today", "tomorrow"; second 0:
 * "now") and the CLDR relative-time format options `field`, `numericOnly`
 * and `alwaysNow`. https://unicode.org/reports/tr35/tr35-dates.html#Calendar_Fields
 * The defaults and examples are those of the CLDR library's RelativeTimeFormatOptions page:
 * https://phensley.github.io/cldr-engine/docs/en/api-relativetimeformatoptions.html
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
  // The page's default run ({ width: 'wide' }) over -1, 0, +1 months: "last month", "now",
  // "next month"; with field 'day': "30 days ago", "today", "in 31 days".
  it('uses the relative words by default', () => {
    expect(render('{t|relative-time}', NOW + 31 * DAY)).toBe('next month');
    // a calendar month back from Nov 14 is Oct 14: 30 days is still days, as the platform (test/diff)
    expect(render('{t|relative-time}', NOW - 31 * DAY)).toBe('last month');
    expect(render('{t|relative-time}', NOW - 30 * DAY)).toBe('30 days ago');
    expect(render('{t|relative-time}', NOW)).toBe('now');
    expect(render('{t|relative-time field:day}', NOW)).toBe('today');
    expect(render('{t|relative-time field:day}', NOW - 30 * DAY)).toBe('30 days ago');
    expect(render('{t|relative-time}', NOW + DAY)).toBe('tomorrow');
    expect(render('{t|relative-time numericOnly:false}', NOW - DAY)).toBe('yesterday');
  });

  // { numericOnly: true }: "1 month ago", "in 0 seconds", "in 1 month"
  it('numericOnly:true always writes the number', () => {
    expect(render('{t|relative-time numericOnly:true}', NOW - 31 * DAY)).toBe('1 month ago');
    expect(render('{t|relative-time numericOnly:true}', NOW)).toBe('in 0 seconds');
    expect(render('{t|relative-time numericOnly:true}', NOW + 31 * DAY)).toBe('in 1 month');
  });

  // { numericOnly: true, alwaysNow: true }: 0 -> "now"; with field 'day': "today"
  it('numericOnly with alwaysNow still words a zero distance', () => {
    expect(render('{t|relative-time numericOnly:true alwaysNow:true}', NOW)).toBe('now');
    expect(render('{t|relative-time numericOnly:true alwaysNow:true field:day}', NOW)).toBe('today');
    expect(render('{t|relative-time numericOnly:true alwaysNow:true}', NOW - 31 * DAY)).toBe('1 month ago');
  });

  it('width:short shortens the unit', () => {
    expect(render('{t|relative-time width:short numericOnly:true}', NOW - 3 * 3_600_000)).toBe('3 hr. ago');
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
