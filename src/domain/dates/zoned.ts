/**
 * Calendar fields of an instant in an IANA time zone, from
 * Intl.DateTimeFormat (no date library). Dates outside Jan 1 4713 BC to
 * Dec 31 8652 AD are refused (docs/behaviour.md §5).
 */

import { DAY, MINUTE } from './durations';
import { intlObject, memoResult } from '../intl-cache';

export const DEFAULT_TIME_ZONE = 'America/New_York';
/** Jan 1 4713 BC (astronomical year -4712), 00:00 UTC. */
export const MIN_DATE_MS = utcMs(-4712, 1, 1);
/** Dec 31 8652 AD, last millisecond, UTC. */
export const MAX_DATE_MS = utcMs(8653, 1, 1) - 1;
export const DATE_RANGE_MESSAGE = 'Date out of range: must be from Jan 1 4713 BC to Dec 31 8652 AD.';

export interface ZonedParts {
  /** Astronomical year: 1 BC is 0, 2 BC is -1. */
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekday: number;
  /** 0-based day of the year. */
  readonly dayOfYear: number;
  /** Offset from UTC in minutes (east positive). */
  readonly offsetMinutes: number;
}

/** Epoch ms of a UTC civil time, valid for every year (no 19xx mapping). */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

export function isInDateRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= MIN_DATE_MS && ms <= MAX_DATE_MS;
}

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return intlObject(`zoned|${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
  );
}

/** Whether Intl knows the zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use: the given one when Intl knows it, else the default. */
export function pickTimeZone(...candidates: unknown[]): string {
  for (const zone of candidates) {
    if (typeof zone === 'string' && zone !== '' && isValidTimeZone(zone)) return zone;
  }
  return DEFAULT_TIME_ZONE;
}

/**
 * The zone a site's `website.timeZone` gives, as the platform reads it (test/unit/site/engine/platform-rules.test.ts "message: dates in the site zone as the date formatters…"): none
 * (undefined) is the default zone; a zone Intl knows is that zone; anything else (null,
 * "", "GMT+2", a number) is UTC.
 */
export function siteTimeZone(zone: unknown): string {
  if (zone === undefined) return DEFAULT_TIME_ZONE;
  return typeof zone === 'string' && zone !== '' && isValidTimeZone(zone) ? zone : 'UTC';
}

/** Fields of `ms` (a fraction floored: -0.5 is the millisecond before the epoch, as the platform) in `timeZone`; `undefined` for NaN or out of range. */
export function zonedParts(ms: number, timeZone: string): ZonedParts | undefined {
  ms = Math.floor(ms);
  if (!isInDateRange(ms)) return undefined;
  return memoResult(`zoned|${timeZone}|${ms}`, () => computeZonedParts(ms, timeZone));
}

function computeZonedParts(ms: number, timeZone: string): ZonedParts {
  const fields: Record<string, string> = {};
  for (const part of partsFormat(pickTimeZone(timeZone)).formatToParts(ms)) fields[part.type] = part.value;
  const eraYear = Number(fields.year);
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - eraYear : eraYear;
  const month = Number(fields.month);
  const day = Number(fields.day);
  const hour = Number(fields.hour) % 24;
  const minute = Number(fields.minute);
  const second = Number(fields.second);
  const millisecond = ((ms % 1000) + 1000) % 1000;
  const localMs = utcMs(year, month, day, hour, minute, second);
  const offsetMinutes = Math.round((localMs - (ms - millisecond)) / MINUTE);
  const weekday = new Date(localMs).getUTCDay();
  const dayOfYear = Math.round((utcMs(year, month, day) - utcMs(year, 1, 1)) / DAY);
  return { year, month, day, hour, minute, second, millisecond, weekday, dayOfYear, offsetMinutes };
}

/** Same calendar day in the zone. */
export function isSameDay(a: number, b: number, timeZone: string): boolean {
  const x = zonedParts(a, timeZone);
  const y = zonedParts(b, timeZone);
  return !!x && !!y && x.year === y.year && x.month === y.month && x.day === y.day;
}
