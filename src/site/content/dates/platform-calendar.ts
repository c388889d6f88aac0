/**
 * The platform's calendar arithmetic, derived by probing the reference engine (test/diff;
 * docs/site-engine.md "Rules the suite found"), in one place for `date`, `datetime`,
 * `datetime-interval` and a message's dates:
 * - the local time is `ms + offset` in doubles, its day `floor(local / 864e5)` and its time of day
 *   `local - day * 864e5` (so 1e21 ms is 01:47:02.528 UTC, where exact arithmetic has 01:46:40,
 *   and 0.3 ms in New York has 0.29999999701976776 ms);
 * - the day is held between Jan 1 4713 BC and Dec 31 8652 AD: past either end the date stays
 *   there and the time of day still comes from the instant (1e21 ms is Dec 31 8652, 8:47 PM in
 *   New York); the offset is the zone's at the instant held within that range;
 * - a day before 15 Oct 1582 is in the Julian calendar (the day before it is 4 Oct 1582).
 */
import { MAX_DATE_MS, MIN_DATE_MS, utcMs, zonedParts } from '../../../domain/dates/zoned.js';

const DAY = 86400000;
/** Jan 1 4713 BC (Julian), the first day the platform writes: Julian day 0. */
const FIRST_DAY = -2440588;
/** Dec 31 8652 AD, the last. */
const LAST_DAY = Math.floor(MAX_DATE_MS / DAY);
/** The first instant of Jan 1 4713 BC in the Julian calendar, UTC (38 days before the proleptic Gregorian one). */
export const FIRST_DATE_MS = FIRST_DAY * DAY;
/** 15 Oct 1582, the first Gregorian day. */
const GREGORIAN_DAY = -141427;
const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

export interface PlatformDate {
  /** An instant Intl writes (proleptic Gregorian, in the zone) as the platform's date and time of day. */
  readonly at: number;
  /** 0 = Sunday. */
  readonly weekday: number;
  /** Astronomical year (1 BC is 0), month 1-12, day, 0-based day of the year, in the platform's calendar. */
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly dayOfYear: number;
  /** Milliseconds into the day (with the doubles' fraction). */
  readonly timeOfDay: number;
  /** The zone's offset from UTC, in milliseconds. */
  readonly offset: number;
  /** The instant's day was past the range and is held at its end (`date` writes nothing then). */
  readonly held: boolean;
}

/** The zone's offset from UTC at `ms` (held in range), in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const at = Math.min(Math.max(ms, MIN_DATE_MS), MAX_DATE_MS);
  const p = zonedParts(at, timeZone);
  return p ? Math.round(utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) + p.millisecond - at) : 0;
}

/** The Julian calendar date of a day (days from 1970-01-01). */
function julianDate(day: number): readonly [number, number, number] {
  const c = day + 2440588 + 32082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return [d - 4800 + Math.floor(m / 10), m + 3 - 12 * Math.floor(m / 10), e - Math.floor((153 * m + 2) / 5) + 1];
}

/** Whether the platform's arithmetic writes `ms` as Intl does (a whole instant, Gregorian, within range). */
export function isPlainInstant(ms: number): boolean {
  return Number.isInteger(ms) && ms >= (GREGORIAN_DAY + 1) * DAY && ms < (LAST_DAY - 1) * DAY;
}

/** The platform's date and time of `ms` in `timeZone`; undefined for NaN. */
export function platformDate(ms: number, timeZone: string): PlatformDate | undefined {
  if (Number.isNaN(ms)) return undefined;
  const offset = offsetAt(ms, timeZone);
  const local = ms + offset;
  const rawDay = Math.floor(local / DAY);
  const timeOfDay = Number.isFinite(local) ? local - rawDay * DAY : 0;
  const day = Number.isFinite(rawDay) ? Math.min(Math.max(rawDay, FIRST_DAY), LAST_DAY) : rawDay > 0 ? LAST_DAY : FIRST_DAY;
  const weekday = (((day + 4) % 7) + 7) % 7;
  const held = day !== rawDay;
  if (day >= GREGORIAN_DAY) {
    const p = zonedParts(day * DAY, 'UTC');
    if (!p) return undefined;
    const { year, month, day: date, dayOfYear } = p;
    return { at: day * DAY + timeOfDay - offset, weekday, year, month, day: date, dayOfYear, timeOfDay, offset, held };
  }
  const [year, month, date] = julianDate(day);
  const dayOfYear = (MONTH_STARTS[month - 1] ?? 0) + date - 1 + (month > 2 && year % 4 === 0 ? 1 : 0);
  return { at: utcMs(year, month, date) + timeOfDay - offset, weekday, year, month, day: date, dayOfYear, timeOfDay, offset, held };
}
