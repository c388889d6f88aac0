/**
 * The `date` formatter's strftime-like patterns, in a time zone. Each
 * `%X` conversion below is the one the fixtures pin; an unknown one writes
 * nothing, as the platform (docs/site-engine.md "Rules the suite found"); a `%` at the end stays.
 */
import { monthName, offsetText, weekdayName, zoneAbbreviation } from './names';
import { ISO_WEEKS, SUNDAY_WEEKS, weekOfYear } from '../../../domain/dates/weeks';
import { zonedParts, type ZonedParts } from '../../../domain/dates/zoned';
import { isPlainInstant, platformDate } from './platform-calendar';

const pad = (n: number, width = 2, fill = '0'): string => String(n).padStart(width, fill);
const hour12 = (hour: number): number => (hour % 12 === 0 ? 12 : hour % 12);
const meridiem = (hour: number): string => (hour < 12 ? 'AM' : 'PM');

interface Instant {
  readonly ms: number;
  readonly timeZone: string;
  readonly p: ZonedParts;
}

type Conversion = (t: Instant) => string;

/** The year of the era (1 BC is 1), unpadded, as the platform writes it (docs/site-engine.md "Rules the suite found": "1-01-03", "1200-02-26"). */
const eraYear = (year: number): number => (year <= 0 ? 1 - year : year);
const yearText = (year: number): string => String(eraYear(year));
const iso = (t: Instant) => weekOfYear(t.p.year, t.p.dayOfYear, t.p.weekday, ISO_WEEKS);
const zone = (t: Instant): string => zoneAbbreviation(t.ms, t.timeZone, t.p.offsetMinutes);

const CONVERSIONS: Readonly<Record<string, Conversion>> = {
  a: (t) => weekdayName(t.p.weekday, 'short'),
  A: (t) => weekdayName(t.p.weekday, 'long'),
  b: (t) => monthName(t.p.month, 'short'),
  h: (t) => monthName(t.p.month, 'short'),
  B: (t) => monthName(t.p.month, 'long'),
  C: (t) => pad(Math.floor(eraYear(t.p.year) / 100)),
  d: (t) => pad(t.p.day),
  e: (t) => pad(t.p.day, 2, ' '),
  g: (t) => pad(((iso(t).weekYear % 100) + 100) % 100),
  G: (t) => String(iso(t).weekYear),
  H: (t) => pad(t.p.hour),
  I: (t) => pad(hour12(t.p.hour)),
  i: (t) => String(hour12(t.p.hour)),
  j: (t) => pad(t.p.dayOfYear + 1, 3),
  k: (t) => pad(t.p.hour, 2, ' '),
  l: (t) => pad(hour12(t.p.hour), 2, ' '),
  m: (t) => pad(t.p.month),
  M: (t) => pad(t.p.minute),
  n: () => '\n',
  N: (t) => pad(t.p.millisecond * 1e6, 9),
  p: (t) => meridiem(t.p.hour),
  P: (t) => meridiem(t.p.hour).toLowerCase(),
  q: (t) => String(Math.floor((t.p.month - 1) / 3) + 1),
  s: (t) => String(Math.trunc(t.ms / 1000) | 0), // a 32-bit integer, as the platform
  S: (t) => pad(t.p.second),
  t: () => '\t',
  u: (t) => String(t.p.weekday === 0 ? 7 : t.p.weekday),
  U: (t) => pad(weekOfYear(t.p.year, t.p.dayOfYear, t.p.weekday, SUNDAY_WEEKS).week),
  V: (t) => pad(iso(t).week),
  w: (t) => String(t.p.weekday),
  // as the platform (test/unit/site/content/dates.test.ts "starts Sunday weeks at January 1"): %W is the same week as %U (weeks from Sunday, week 1 holds Jan 1)
  W: (t) => pad(weekOfYear(t.p.year, t.p.dayOfYear, t.p.weekday, SUNDAY_WEEKS).week),
  y: (t) => pad(eraYear(t.p.year) % 100),
  Y: (t) => yearText(t.p.year),
  z: (t) => offsetText(t.p.offsetMinutes),
  Z: (t) => zone(t),
  // the day unpadded, for %c
  '\0': (t) => String(t.p.day),
  '%': () => '%',
};

/** Conversions that are other conversions in a row. */
const COMPOSITES: Readonly<Record<string, string>> = {
  c: '%a, %b %\0, %Y %r %Z',
  D: '%m/%d/%y',
  F: '%Y-%m-%d',
  r: '%i:%M:%S %p',
  R: '%H:%M',
  T: '%H:%M:%S',
  v: '%e-%b-%Y',
  x: '%m/%d/%Y',
  X: '%I:%M:%S %p',
};

/**
 * Formats epoch `ms` with `pattern` in `timeZone`. Returns `undefined` for
 * NaN or a date outside the supported range.
 */
export function strftime(ms: number, pattern: string, timeZone: string): string | undefined {
  // the platform's calendar (a Julian date, a fractional millisecond as its doubles have it) but no day past the range
  const p = Number.isInteger(ms) && isPlainInstant(ms) ? zonedParts(ms, timeZone) : platformDate(ms, timeZone);
  if (!p || ('held' in p && p.held)) return undefined;
  const instant: Instant = { ms, timeZone, p };
  const write = (text: string): string =>
    text.replace(/%(.)/gs, (_whole, code: string) => {
      const composite = COMPOSITES[code];
      return composite === undefined ? (CONVERSIONS[code]?.(instant) ?? '') : write(composite);
    });
  return write(pattern);
}
