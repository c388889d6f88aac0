/**
 * The `relative-time` formatter: the distance between two instants in the
 * largest unit that holds at least one whole unit, rounded, worded by
 * Intl.RelativeTimeFormat ("in 2 hours", "11 hours ago"). Weeks only when
 * allowed. CLDR relative-time options, as the CLDR library's
 * RelativeTimeFormatOptions page documents them
 * (https://phensley.github.io/cldr-engine/docs/en/api-relativetimeformatoptions.html):
 * by default CLDR's relative words replace a number where the locale has one
 * ("last month", "next month", "tomorrow", and "now" for a zero distance);
 * `numericOnly:true` always writes the number ("1 month ago", "in 0 seconds");
 * `alwaysNow:true` then still words a zero distance ("now", "today" with
 * `field:day`); `field:UNIT` fixes the unit; `width:short|narrow` the unit's width.
 */
import { intlObject } from '../../../domain/intl-cache';
import { capitalizeFirst } from './datetime';
import { DAY, HOUR, MINUTE, SECOND } from '../../../domain/dates/durations';

/** The month the part past the whole calendar months is counted in: 30.44 days, as the platform (test/unit/site/content/dates.test.ts "relative-time: a unit from a whole calendar month on…": 15.22 days is half). */
const MEAN_MONTH = 30.44 * DAY;

type Unit = Intl.RelativeTimeFormatUnit;

/** Each unit `field:` may fix, and its length in ms (months and years are counted on the calendar; `field:quarter` is no field, as the platform). */
const SIZES: Readonly<Record<string, number>> = { year: 0, month: 0, week: 7 * DAY, day: DAY, hour: HOUR, minute: MINUTE, second: SECOND };
/** The units below a month a distance is written in, largest first (down to minutes; seconds below). */
const UNITS = Object.entries(SIZES).slice(2, 6) as readonly (readonly [Unit, number])[];

export interface RelativeTimeOptions {
  readonly allowWeeks?: boolean;
  readonly capitalize?: boolean;
  /** The unit to use whatever the distance (`field:day`). */
  readonly field?: Unit | undefined;
  /** CLDR's relative words ("tomorrow") instead of the number (the default; false with `numericOnly:true`). */
  readonly words?: boolean;
  /** The unit's width: 'long' (CLDR 'wide', the default), 'short' or 'narrow'. */
  readonly width?: Intl.RelativeTimeFormatStyle;
  /** A zero distance is "now". */
  readonly alwaysNow?: boolean;
}

export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeOptions {
  const options: { -readonly [K in keyof RelativeTimeOptions]: RelativeTimeOptions[K] } = { width: 'long' };
  for (const arg of args) {
    // `allowWeeks`, `numericOnly` and `alwaysNow` take `:true` (a bare name is nothing, as the platform); `numericOnly:false` undoes it
    const [, key = '', value = ''] = /^(\w+)(?::(.*))?$/.exec(arg) ?? [];
    const on = value === 'true';
    if (key === 'allowWeeks' && on) options.allowWeeks = true;
    if (arg === 'context:begin-sentence') options.capitalize = true;
    if (key === 'numericOnly' && (on || value === 'false')) options.words = !on;
    if (key === 'width' && /^(short|narrow)$/.test(value)) options.width = value as Intl.RelativeTimeFormatStyle;
    if (key === 'alwaysNow' && on) options.alwaysNow = true;
    if (key === 'field' && Object.hasOwn(SIZES, value)) options.field = value as Unit;
  }
  return options;
}

/** A distance in units rounded half to even, as the platform (2.5 days is 2, 0.5 seconds 0; docs/site-engine.md "Rules the suite found"). */
const halfEven = (x: number): number => {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 ? r - 1 : r;
};

/** The largest unit a distance in ms shorter than a calendar month reaches (weeks only when allowed). */
export const relativeUnit = (abs: number, allowWeeks?: boolean): Unit =>
  UNITS.find(([u, size]) => abs >= size && (u !== 'week' || allowWeeks))?.[0] ?? 'second';

type Numeric = 'always' | 'auto';

/** A cached formatter for the locale (a tag the engine has canonicalised: src/site/engine/state.ts usableLocale). */
function relativeFormat(locale: string, numeric: Numeric, style: Intl.RelativeTimeFormatStyle = 'long'): Intl.RelativeTimeFormat {
  return intlObject(`relative|${locale}|${numeric}|${style}`, () => new Intl.RelativeTimeFormat(locale, { numeric, style }));
}

/**
 * Calendar months from `from` toward `to`, as the platform counts them (test/unit/site/content/dates.test.ts "relative-time: a unit from a whole calendar month on…"): the whole
 * months stepped from `from` (its day of the month kept; a day the month lacks is its last day going
 * back, Jul 31 back one month is Jun 30, and the next month's first going on, Jan 30 on one month is
 * Mar 1), then the rest in months of 30.44 days. From Nov 15 12:00, Sep 30 06:00 is
 * 1.5010 months back, and Dec 30 17:00 1.4996 months on.
 */
function calendarMonths(from: number, to: number): [whole: number, months: number] {
  const a = new Date(from);
  const dir = to < from ? -1 : 1;
  const step = (n: number): number => {
    const d = new Date(from);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + dir * n);
    d.setUTCDate(a.getUTCDate());
    // a day the month lacks (run on into the next): the month's last day going back, the next month's first going on
    if (d.getUTCDate() < a.getUTCDate()) d.setUTCDate(+(dir > 0));
    return d.getTime();
  };
  const b = new Date(to);
  let whole = dir * ((b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth());
  while (whole > 0 && dir * (step(whole) - to) > 0) whole--;
  return [whole, whole + Math.abs(to - step(whole)) / MEAN_MONTH];
}

/** Text for the distance from `from` to `to` (later `to` reads "in ..."). */
export function relativeTime(from: number, to: number, locale: string, options: RelativeTimeOptions = {}): string {
  const delta = to - from;
  const [whole, months] = calendarMonths(from, to);
  // a calendar year or month reached writes years or months; below, the largest unit reached
  const unit: Unit = options.field ?? (whole > 11 ? 'year' : whole ? 'month' : relativeUnit(Math.abs(delta), options.allowWeeks));
  const amount = Math.sign(delta) * halfEven(unit === 'year' ? months / 12 : unit === 'month' ? months : Math.abs(delta) / (SIZES[unit] ?? SECOND));
  const words = options.words !== false || (amount === 0 && options.alwaysNow === true);
  const text = relativeFormat(locale, words ? 'auto' : 'always', options.width).format(amount, unit);
  return options.capitalize ? capitalizeFirst(text, locale) : text;
}
