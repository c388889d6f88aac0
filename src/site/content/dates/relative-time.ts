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
import { intlObject } from '../../../domain/intl-cache.js';
import { capitalizeFirst } from './datetime.js';

const SECOND = 1000;
const DAY = 864e5;
const MONTH = 30 * DAY;

type Unit = Intl.RelativeTimeFormatUnit;

/** Each unit `field:` may fix, largest first, and its length in ms. */
const SIZES: Readonly<Record<string, number>> = {
  year: 365 * DAY, quarter: 3 * MONTH, month: MONTH, week: 7 * DAY, day: DAY, hour: 36e5, minute: 6e4, second: SECOND,
};
/** The units a distance is written in, largest first (down to minutes; seconds below). */
const UNITS = (['year', 'month', 'week', 'day', 'hour', 'minute'] as const).map((unit) => [unit, SIZES[unit] ?? SECOND] as const);

export interface RelativeTimeOptions {
  readonly allowWeeks?: boolean;
  readonly capitalize?: boolean;
  /** The unit to use whatever the distance (`field:day`). */
  readonly field?: Unit;
  /** CLDR's relative words ("tomorrow") instead of the number (the default; false with `numericOnly:true`). */
  readonly words?: boolean;
  /** The unit's width: 'long' (CLDR 'wide', the default), 'short' or 'narrow'. */
  readonly width?: Intl.RelativeTimeFormatStyle;
  /** A zero distance is "now". */
  readonly alwaysNow?: boolean;
}

export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeOptions {
  let allowWeeks = false;
  let capitalize = false;
  let field: Unit | undefined;
  let words = true;
  let width: Intl.RelativeTimeFormatStyle = 'long';
  let alwaysNow = false;
  for (const arg of args) {
    if (arg === 'allowWeeks:true' || arg === 'allowWeeks') allowWeeks = true;
    if (arg === 'context:begin-sentence') capitalize = true;
    if (arg === 'numericOnly:true' || arg === 'numericOnly') words = false;
    if (arg === 'numericOnly:false') words = true;
    if (arg === 'width:short' || arg === 'width:narrow') width = arg.slice('width:'.length) as Intl.RelativeTimeFormatStyle;
    if (arg === 'alwaysNow:true' || arg === 'alwaysNow') alwaysNow = true;
    const f = /^field:(\w+)$/.exec(arg)?.[1];
    if (f && Object.hasOwn(SIZES, f)) field = f as Unit;
  }
  return { allowWeeks, capitalize, words, alwaysNow, width, ...(field ? { field } : {}) };
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

type Numeric = 'always' | 'auto';

/** A cached formatter for the locale (a tag the engine has canonicalised: src/site/engine/state.ts usableLocale). */
function relativeFormat(locale: string, numeric: Numeric, style: Intl.RelativeTimeFormatStyle = 'long'): Intl.RelativeTimeFormat {
  return intlObject(`relative|${locale}|${numeric}|${style}`, () => new Intl.RelativeTimeFormat(locale, { numeric, style }));
}

/**
 * Calendar months from `from` to `to` (`from` earlier), the month reached counted by the
 * fraction of it that has passed (Nov 15 to Dec 30 is 1.48): how the platform counts
 * months and years (test/diff: 45 days from Nov 15 is "next month", 75 days "in 2 months").
 */
function calendarMonths(from: number, to: number): number {
  const plus = (n: number): number => {
    const d = new Date(from);
    d.setUTCMonth(d.getUTCMonth() + n);
    return d.getTime();
  };
  const a = new Date(from);
  const b = new Date(to);
  let whole = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (plus(whole) > to) whole--;
  const start = plus(whole);
  return whole + (to - start) / (plus(whole + 1) - start);
}

/** Text for the distance from `from` to `to` (later `to` reads "in ..."). */
export function relativeTime(from: number, to: number, locale: string, options: RelativeTimeOptions = {}): string {
  const delta = to - from;
  let [amount, unit] = options.field
    ? [Math.sign(delta) * Math.round(Math.abs(delta) / (SIZES[options.field] ?? SECOND)), options.field]
    : relativeUnit(delta, options.allowWeeks ?? false);
  if (unit === 'month' || unit === 'year') {
    const months = delta < 0 ? calendarMonths(to, from) : calendarMonths(from, to);
    amount = Math.sign(delta) * Math.round(unit === 'year' ? months / 12 : months);
  }
  const words = (options.words ?? true) || (amount === 0 && options.alwaysNow === true);
  const text = relativeFormat(locale, words ? 'auto' : 'always', options.width).format(amount, unit);
  return options.capitalize ? capitalizeFirst(text, locale) : text;
}
