/**
 * The platform's calendar arithmetic, derived by probing the reference engine (test/unit/site/content/platform-calendar.test.ts;
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
import { DAY, HOUR, MINUTE, SECOND } from '../../../domain/dates/durations';
import { MAX_DATE_MS, MIN_DATE_MS, utcMs, type ZonedParts, zonedParts } from '../../../domain/dates/zoned';

/** Jan 1 4713 BC (Julian), the first day the platform writes: Julian day 0. */
const FIRST_DAY = -2440588;
/** Dec 31 8652 AD, the last. */
const LAST_DAY = Math.floor(MAX_DATE_MS / DAY);
/** The first instant of Jan 1 4713 BC in the Julian calendar, UTC (38 days before the proleptic Gregorian one). */
export const FIRST_DATE_MS = FIRST_DAY * DAY;
/** 15 Oct 1582, the first Gregorian day. */
const GREGORIAN_DAY = -141427;
const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** The platform's fields of an instant (`ZonedParts`: astronomical year, month 1-12, ...; the millisecond with the doubles' fraction). */
export interface PlatformDate extends ZonedParts {
  /** An instant Intl writes (proleptic Gregorian, in the zone) as the platform's date and time of day. */
  readonly at: number;
  /** The instant's day was past the range and is held at its end (`date` writes nothing then). */
  readonly held: boolean;
}

/** The zone's offset from UTC at `ms` (held in range), in milliseconds (-17762000 for New York's local mean time). */
export function offsetAt(ms: number, timeZone: string): number {
  const at = Math.floor(Math.min(Math.max(ms, MIN_DATE_MS), MAX_DATE_MS));
  const p = zonedParts(at, timeZone);
  return p ? Math.round(utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) + p.millisecond - at) : 0;
}

/** Whether the platform's calendar writes `ms` as Intl does (Gregorian, within range; `date` wants it whole too). */
export function isPlainInstant(ms: number): boolean {
  return ms >= (GREGORIAN_DAY + 1) * DAY && ms < (LAST_DAY - 1) * DAY;
}

/** The platform's date and time of `ms` in `timeZone`; undefined for NaN. */
export function platformDate(ms: number, timeZone: string): PlatformDate | undefined {
  if (Number.isNaN(ms)) return undefined;
  const offset = offsetAt(ms, timeZone);
  const local = ms + offset;
  const rawDay = Math.floor(local / DAY);
  // past what doubles resolve within a day (1e30, 1.7976931348623137e308) the time of day is midnight, as the platform's
  const diff = local - rawDay * DAY;
  const time = diff >= 0 && diff < DAY ? diff : 0;
  const day = Math.min(Math.max(rawDay, FIRST_DAY), LAST_DAY);
  let year: number;
  let month: number;
  let date: number;
  if (day < GREGORIAN_DAY) {
    // the Julian calendar date of Julian day `day + 2440588`
    const c = day + 2472670;
    const d = Math.floor((4 * c + 3) / 1461);
    const e = c - Math.floor((1461 * d) / 4);
    const m = Math.floor((5 * e + 2) / 153);
    [year, month, date] = [d - 4800 + Math.floor(m / 10), m + 3 - 12 * Math.floor(m / 10), e - Math.floor((153 * m + 2) / 5) + 1];
  } else ({ year, month, day: date } = zonedParts(day * DAY, 'UTC') as ZonedParts);
  const leap = year % 4 === 0 && (day < GREGORIAN_DAY || year % 100 !== 0 || year % 400 === 0);
  return {
    at: utcMs(year, month, date) + time - offset,
    held: day !== rawDay,
    year,
    month,
    day: date,
    hour: Math.floor(time / HOUR),
    minute: Math.floor(time / MINUTE) % 60,
    second: Math.floor(time / SECOND) % 60,
    millisecond: time % SECOND,
    weekday: (((day + 4) % 7) + 7) % 7,
    dayOfYear: (MONTH_STARTS[month - 1] ?? 0) + date - 1 + (month > 2 && leap ? 1 : 0),
    offsetMinutes: offset / MINUTE, // with seconds, as the platform writes %z ("-04:56.03333333333336")
  };
}

/** The instant a date formatter writes: the instant itself where Intl writes it as the platform does, else its platform date. */
export type When = number | PlatformDate;

/** `ms` as the date formatters write it, a fraction floored as zonedParts does (undefined for NaN). */
export const whenOf = (ms: number, timeZone: string): When | undefined => ((ms = Math.floor(ms)), isPlainInstant(ms) ? ms : platformDate(ms, timeZone));

/** The instant Intl writes for `when`. */
export const atOf = (when: When): number => (typeof when === 'number' ? when : when.at);
