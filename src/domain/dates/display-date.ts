/**
 * Dates shown through the browser's own date formatting (docs/behaviour.md §5 "Cookies and
 * other values", §8): an instant the browser's `Date` cannot hold (NaN, or more than
 * 8.64e15 ms either side of the epoch) is written "Invalid Date", as the browser writes
 * such a date, instead of letting `Intl.DateTimeFormat.format` throw and take the whole
 * list down. The template engine's `timesince` writes "Invalid date." instead
 * (./timesince.ts): the two wordings are the platform's.
 */

export const INVALID_DATE_TEXT = 'Invalid Date';

/** Whether the browser's `Date` holds `ms` (a finite number within ±8.64e15 ms of the epoch). */
export const isDisplayableInstant = (ms: number): boolean => !Number.isNaN(new Date(ms).getTime());

/** `format(ms)`, or "Invalid Date" for an instant the browser's `Date` cannot hold. */
export const displayDate = (ms: number, format: (ms: number) => string): string =>
  isDisplayableInstant(ms) ? format(ms) : INVALID_DATE_TEXT;
