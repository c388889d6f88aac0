/**
 * The `datetime` formatter's CLDR formats through Intl.DateTimeFormat:
 * named styles (short, medium, long, full) or skeletons for the date and
 * the time, joined by the locale's glue of a style (`wrap:`).
 */
import { DAY, HOUR, MINUTE } from '../../../domain/dates/durations';
import { intlObject } from '../../../domain/intl-cache';
import { namingInstant } from './names';
import { atOf, offsetAt, type When, whenOf } from './platform-calendar';
import { joinsWithoutSpace, platformOptions, platformParts, platformZoneText } from './locale-patterns';
import { type DateOptions, hasDayFields, hasTimeFields, skeletonOptions } from './skeleton';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export function isDateStyle(text: string): text is DateStyle {
  return /^(short|medium|long|full)$/.test(text);
}

export interface DatetimeRequest {
  /** A style or a skeleton for the date part; omitted when absent. */
  readonly date?: string;
  readonly time?: string;
  /** A skeleton covering both parts. */
  readonly skeleton?: string;
  /** The style whose glue joins date and time. */
  readonly wrap?: DateStyle;
  readonly capitalize?: boolean;
  readonly calendar?: string;
}

/**
 * Parses `date:short time:medium`, `full`, `skeleton:yMMMd`, `yMMMd`, ... and the
 * CLDR DateFormatOptions names `datetime:WIDTH` (date and time in one width) and
 * `ca:` (the calendar; also `calendar:`), as the CLDR library's DateFormatOptions
 * page lists them (https://phensley.github.io/cldr-engine/docs/en/api-dateformatoptions).
 */
export function parseDatetimeArgs(args: readonly string[]): DatetimeRequest {
  const req: { -readonly [K in keyof DatetimeRequest]: DatetimeRequest[K] } = {};
  let width: DateStyle | undefined;
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? '' : arg.slice(0, colon);
    const val = colon < 0 ? arg : arg.slice(colon + 1);
    if ((key === 'datetime' || key === '') && isDateStyle(val)) req.date = req.time = width = val;
    else if (key === 'date') req.date = val;
    else if (key === 'time') req.time = val;
    else if (key === 'skeleton') req.skeleton = val;
    else if (key === 'wrap' && isDateStyle(val)) req.wrap = val;
    else if (key === 'context') req.capitalize = val === 'begin-sentence';
    // the calendars the platform has besides the Gregorian one (another name is Gregorian there: test/unit/site/content/dates.test.ts "writes the Buddhist, Japanese and Persian calendars…")
    else if ((key === 'calendar' || key === 'ca') && /^(buddhist|japanese|persian)$/.test(val)) req.calendar = val;
    else if (key === '' && val !== '') req.skeleton = (req.skeleton ?? '') + val;
  }
  // as the platform (test/unit/site/content/dates.test.ts "adds up bare skeletons, and lets a width for both parts…"): bare skeletons add up (`yMMMd Hm`), and a width for both parts wins over them
  if (width) delete req.skeleton;
  if (req.date === undefined && req.time === undefined && req.skeleton === undefined) req.date = 'long';
  return req;
}

type Options = DateOptions;
export function cachedFormat(locale: string, options: Options): Intl.DateTimeFormat {
  // the Gregorian calendar unless the tag asks for one (`-ca-`): the platform writes 1969 in `th` too
  const calendar = locale.includes('-ca-') ? {} : { calendar: 'gregory' };
  return intlObject(`datetime|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { ...calendar, ...options }));
}

/** ICU names UTC apart; the platform's packs name it as Greenwich, the zone of Abidjan (at offset 0 since 1912). */
const GREENWICH = 'Africa/Abidjan';
/** The offset after a GMT name ("GMT+0", "UTC+00:00"): the platform writes a zero one as the bare name ("GMT", "UTC"). */
const OFFSET = /\u200e?[+\u2212-][\p{Nd}:]+\u200e?$/u;

const zoneNameOf = (parts: readonly Intl.DateTimeFormatPart[]): string | undefined => parts.find((p) => p.type === 'timeZoneName')?.value;

/** The zone's name as the platform writes it at `ms` (test/unit/site/content/platform-calendar.test.ts "holds one before Jan 1 4713 BC (Julian) there, a…"). */
function platformZoneName(fmt: Intl.DateTimeFormat, locale: string, options: Options, ms: number, name: string): string {
  const timeZone = fmt.resolvedOptions().timeZone;
  let platform: string | undefined;
  if (timeZone === 'UTC') platform = zoneNameOf(cachedFormat(locale, { ...options, timeZone: GREENWICH }).formatToParts(0));
  else if (ms < 0) {
    // local mean time, before the zone's first rule: named as in January 1971 (its standard time north of the
    // equator), or as its offset without seconds where that has no name ("GMT-04:56"), as the platform (test/unit/site/content/dates.test.ts "names zones without an English abbreviation by offset…")
    const at = namingInstant(ms, timeZone);
    platform = zoneNameOf(fmt.formatToParts(at ?? Date.UTC(1971, 0, 15)));
    if (at === undefined && platform?.startsWith('GMT')) platform = name.replace(/(:\d\d):\d\d$/, '$1');
  }
  platform ??= name;
  return offsetAt(ms, timeZone) === 0 ? platform.replace(OFFSET, '') : platformZoneText(platform, locale);
}


/** The parts of `when`, with the platform's weekday where Intl's (proleptic Gregorian) differs. */
export function partsOf(fmt: Intl.DateTimeFormat, when: When): Intl.DateTimeFormatPart[] {
  if (typeof when === 'number') return fmt.formatToParts(when);
  // the weekday of local noon on the Sunday of 4 Jan 1970 plus the platform's weekday
  const weekday = fmt.formatToParts((3 + when.weekday) * DAY + 12 * HOUR - when.offsetMinutes * MINUTE).find((p) => p.type === 'weekday');
  return fmt.formatToParts(when.at).map((p) => (p.type === 'weekday' && weekday ? weekday : p));
}

function format(locale: string, requested: Options, when: When): string {
  const options = platformOptions(locale, requested);
  const fmt = cachedFormat(locale, options);
  const ms = atOf(when);
  // formatToParts keeps ICU's own spaces (U+202F before AM/PM), which
  // V8's format() swaps for plain spaces for web compatibility.
  const parts = platformParts(partsOf(fmt, when), locale, options, ms);
  return parts.map((p) => (p.type === 'timeZoneName' ? platformZoneName(fmt, locale, options, ms, p.value) : partAtWidth(locale, options, when, p))).join('');
}

/**
 * A part at the width the skeleton asks: a numeric month or day without the zero of the locale's pattern
 * (`yMd`: "24/2/2020" in fr, where ICU keeps its "02"), a month or weekday name as `nameInDate` writes it.
 */
export function partAtWidth(locale: string, options: Options, when: When, part: Intl.DateTimeFormatPart): string {
  const { type, value } = part;
  if ((type === 'month' || type === 'day') && options[type] === 'numeric') return value.replace(/^0(?=\d)/, '');
  // (a 2-digit month is no name: written as it is)
  return (type === 'month' || type === 'weekday') && options[type] && !options.standAlone ? nameInDate(locale, options, when, type, value) : value;
}

/**
 * A skeleton's month or weekday name as the platform writes it: in its format form, the one a date writes
 * (pl `yMMMM` "lutego 2020", ca "de febrer", de `EEE` "Mo.", where ICU writes the stand-alone "luty", "febrer",
 * "Mo"); where the locale writes the month as a number in a date, the stand-alone name at the skeleton's
 * width (cs `yMMM` "úno 2020", where ICU's pattern has the full "únor") (test/unit/site/engine/platform-rules.test.ts "datetime: a skeleton's month and weekday names in their…").
 */
export function nameInDate(locale: string, options: Options, when: When, type: 'month' | 'weekday', written: string): string {
  const zone = { timeZone: options.timeZone, [type]: options[type] };
  const inDate = partsOf(cachedFormat(locale, { ...zone, day: 'numeric' }), when).find((p) => p.type === type)?.value ?? '0';
  return !/\p{Nd}/u.test(inDate) ? inDate : type === 'month' && !/\p{Nd}/u.test(written) ? cachedFormat(locale, zone).format(atOf(when)) : written;
}

function partOptions(spec: string, kind: 'date' | 'time'): Options {
  if (isDateStyle(spec)) return kind === 'date' ? { dateStyle: spec } : { timeStyle: spec };
  return skeletonOptions(spec);
}

/** The glue style CLDR picks for a date skeleton: by its month and weekday width. */
function glueStyleOf(dateSpec: string): DateStyle {
  if (isDateStyle(dateSpec)) return dateSpec;
  if (/MMMM/.test(dateSpec)) return /E/.test(dateSpec) ? 'full' : 'long';
  return /MMM/.test(dateSpec) ? 'medium' : 'short';
}

/** Joins date and time text the way the locale's `style` date-time format does. */
export function glue(locale: string, timeZone: string, style: DateStyle, date: string, time: string): string {
  if (joinsWithoutSpace(locale)) return date + time;
  const sample = Date.UTC(2020, 0, 15, 12);
  const d = format(locale, { timeZone, dateStyle: style }, sample);
  const t = format(locale, { timeZone, timeStyle: 'short' }, sample);
  const both = format(locale, { timeZone, dateStyle: style, timeStyle: 'short' }, sample);
  // the sample with its date and time swapped for ours (the date first, so the time never lands in it)
  return both.includes(d) && both.includes(t) ? both.replace(d, '\0').replace(t, () => time).replace('\0', () => date) : `${date}, ${time}`;
}

/**
 * A skeleton's text of `when`. A weekday with a time and no other date field (`Ehm`) joins weekday and
 * time as the locale joins a date and a time ("Mon, 2:04 PM", where ICU writes "Mon 2:04 PM"), as the platform (test/unit/site/engine/platform-rules.test.ts "datetime: a weekday with a time and no other date field…").
 */
export function formatSkeleton(locale: string, timeZone: string, skeleton: string, when: When): string {
  const { weekday, ...time } = skeletonOptions(skeleton);
  return weekday && hasTimeFields(skeleton) && !hasDayFields(skeleton)
    ? glue(locale, timeZone, 'short', format(locale, { timeZone, weekday }, when), format(locale, { timeZone, ...time }, when))
    : format(locale, { timeZone, weekday, ...time }, when);
}

/** `text` with its first letter in upper case (a whole code point), as `context:begin-sentence` asks. */
export function capitalizeFirst(text: string, locale: string): string {
  return text.replace(/^./su, (head) => head.toLocaleUpperCase(locale));
}

/** Formats `ms` in `timeZone`; `undefined` when Intl refuses the input. */
export function formatDatetime(instant: number, req: DatetimeRequest, locale: string, timeZone: string): string | undefined {
  // the calendar joins the tag's extensions (ar carries `-u-nu-arab`)
  const loc = req.calendar ? `${locale}${locale.includes('-u-') ? '' : '-u'}-ca-${req.calendar}` : locale;
  const ms = whenOf(instant, timeZone);
  if (ms === undefined) return undefined;
  let text: string;
  try {
    if (req.skeleton !== undefined) {
      text = formatSkeleton(loc, timeZone, req.skeleton, ms);
    } else if (req.date !== undefined && req.time !== undefined) {
      const date = format(loc, { timeZone, ...partOptions(req.date, 'date') }, ms);
      const time = format(loc, { timeZone, ...partOptions(req.time, 'time') }, ms);
      text = glue(loc, timeZone, req.wrap ?? glueStyleOf(req.date), date, time);
    } else {
      const spec = req.date ?? req.time ?? 'long';
      text = format(loc, { timeZone, ...partOptions(spec, req.date !== undefined ? 'date' : 'time') }, ms);
    }
  } catch {
    return undefined;
  }
  return req.capitalize ? capitalizeFirst(text, locale) : text;
}
