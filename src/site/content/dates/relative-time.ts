/**
 * The `relative-time` formatter: the distance between two instants in the
 * largest unit that holds at least one whole unit, rounded, worded by
 * Intl.RelativeTimeFormat ("in 2 hours", "11 hours ago"). Weeks only when
 * allowed.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = Intl.RelativeTimeFormatUnit;

const UNITS: readonly (readonly [Unit, number])[] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export interface RelativeTimeOptions {
  readonly allowWeeks?: boolean;
  readonly capitalize?: boolean;
}

export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeOptions {
  let allowWeeks = false;
  let capitalize = false;
  for (const arg of args) {
    if (arg === 'allowWeeks:true' || arg === 'allowWeeks') allowWeeks = true;
    if (arg === 'context:begin-sentence') capitalize = true;
  }
  return { allowWeeks, capitalize };
}

/** The unit and rounded amount for a signed distance in ms. */
export function relativeUnit(delta: number, allowWeeks: boolean): [number, Unit] {
  const abs = Math.abs(delta);
  for (const [unit, size] of UNITS) {
    if (unit === 'week' && !allowWeeks) continue;
    if (abs >= size) return [Math.sign(delta) * Math.round(abs / size), unit];
  }
  return [Math.sign(delta) * Math.round(abs / SECOND), 'second'];
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** A cached formatter for the locale, English when Intl refuses the tag. */
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    } catch {
      format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    }
    formats.set(locale, format);
  }
  return format;
}

/** Text for the distance from `from` to `to` (later `to` reads "in ..."). */
export function relativeTime(from: number, to: number, locale: string, options: RelativeTimeOptions = {}): string {
  const [amount, unit] = relativeUnit(to - from, options.allowWeeks ?? false);
  const text = relativeFormat(locale).format(amount, unit);
  if (!options.capitalize || text === '') return text;
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
