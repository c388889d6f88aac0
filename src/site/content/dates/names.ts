/** Month and weekday names (English) and time-zone names (from Intl). */
import { DAY } from '../../../domain/dates/durations';
import { intlObject, memoResult } from '../../../domain/intl-cache';
import { offsetAt } from './platform-calendar';

type Width = 'long' | 'short';

// the platform's strftime names days and months in English whatever the locale (test/unit/site/engine/platform-rules.test.ts "date: strftime names in English whatever the locale; %W…"): Intl's
// en-US names ("September", "Sep"), of a day of 1970 in UTC
const englishName = (options: Intl.DateTimeFormatOptions, ms: number): string =>
  intlObject(`english|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })).format(ms);

/** English month name, month 1 to 12. */
export const monthName = (month: number, w: Width): string => englishName({ month: w }, Date.UTC(1970, month - 1, 15));

/** English weekday name, 0 = Sunday (4 Jan 1970 was one). */
export const weekdayName = (weekday: number, w: Width): string => englishName({ weekday: w }, (3 + weekday) * DAY);

/** `+09:00` style offset. */
export function offsetText(offsetMinutes: number, separator = ':'): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}${separator}${mm}`;
}

/** English-speaking regions whose data names zones Intl's `en` leaves as GMT+N (en-ZA: Africa's EAT, WAT, CAT, SAST). */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'ja', 'en-ZA'];

function zoneNameFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  return intlObject(`zone-name|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }));
}

/**
 * The instant whose zone name `ms` takes: Intl's zone names start in 1970 ("GMT-5" in
 * 1969), the platform's do not ("EST", "Eastern Daylight Time"); before 1970, an instant
 * of 1971 (January or July) where the zone has the same offset, or `undefined` when it
 * never has it again (the zone's local mean time before its first rule, "LMT").
 */
export function namingInstant(ms: number, timeZone: string): number | undefined {
  if (ms >= 0) return ms;
  const offset = offsetAt(ms, timeZone);
  return [Date.UTC(1971, 0, 15), Date.UTC(1971, 6, 15)].find((t) => offsetAt(t, timeZone) === offset);
}

/**
 * The zone's abbreviation at that instant (`EST`, `JST`, `CET`), `LMT` before the
 * zone's first rule, or `GMT+09:00` when no locale data has one.
 */
export function zoneAbbreviation(ms: number, timeZone: string, offsetMinutes: number): string {
  return memoResult(`zone-name|${timeZone}|${ms}|${offsetMinutes}`, () => computeZoneAbbreviation(ms, timeZone, offsetMinutes));
}

function computeZoneAbbreviation(ms: number, timeZone: string, offsetMinutes: number): string {
  let at: number | undefined;
  try {
    at = namingInstant(ms, timeZone);
  } catch {
    at = ms;
  }
  if (at === undefined) return 'LMT';
  for (const locale of ABBREVIATION_LOCALES) {
    try {
      const part = zoneNameFormat(locale, timeZone)
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName');
      if (part && /^[A-Z]{2,5}$/.test(part.value)) return part.value;
    } catch {
      break;
    }
  }
  // tzdata's numeric abbreviation where no locale data names the zone ("-03", "+0530", as the platform: test/unit/site/content/dates.test.ts "names zones without an English abbreviation by offset…")
  return offsetMinutes === 0 ? 'GMT' : offsetText(offsetMinutes, '').replace(/00$/, '');
}
