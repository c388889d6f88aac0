/**
 * The `timesince` wording (docs/behaviour.md §9): "about N years, months, weeks,
 * days, hours or minutes ago", "about a year ago" for one, or "less than a
 * minute ago". Whole units, rounded down. A date still to come is "less than a minute
 * ago", as the platform writes it (test/unit/site/content/dates.test.ts "timesince: a date still to come is less than a minute…").
 */

import { DAY, HOUR, MINUTE } from './durations';
import { isInDateRange } from './zoned';

export const INVALID_DATE_MESSAGE = 'Invalid date.';


const UNITS: readonly (readonly [string, string, number])[] = [
  ['year', 'a year', 365 * DAY],
  ['month', 'a month', 30 * DAY],
  ['week', 'a week', 7 * DAY],
  ['day', 'a day', DAY],
  ['hour', 'an hour', HOUR],
  ['minute', 'a minute', MINUTE],
];

/** Wording for the time between `date` and `now` (both epoch ms). */
export function timeSinceText(date: number, now: number): string {
  const delta = now - date;
  for (const [unit, one, size] of UNITS) {
    const count = Math.floor(delta / size);
    if (count >= 1) return count === 1 ? `about ${one} ago` : `about ${count} ${unit}s ago`;
  }
  return 'less than a minute ago';
}

/** `ms` when it is a date in range (docs/behaviour.md §5), else `undefined`. */
export function validInstant(ms: number | undefined): number | undefined {
  return ms !== undefined && isInDateRange(ms) ? ms : undefined;
}

/** `timeSinceText`, or "Invalid date." when `ms` is missing, NaN or out of range. */
export function timeSince(ms: number | undefined, now: number): string {
  const valid = validInstant(ms);
  return valid === undefined ? INVALID_DATE_MESSAGE : timeSinceText(valid, now);
}
