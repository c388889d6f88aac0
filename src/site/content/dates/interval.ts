/**
 * The `datetime-interval` formatter: a range of two instants written with Intl's formatRange, in the
 * pattern CLDR's interval formats give the platform (`patternEnd`: the field that picks it, no field
 * added, no seconds). Without a skeleton, a range within one day shows its times, a longer one its dates.
 */
import { memoResult } from '../../../domain/intl-cache';
import { cachedFormat, formatSkeleton, partAtWidth } from './datetime';
import { atOf, type When, whenOf } from './platform-calendar';
import { hasDateFields, hasDayFields, hasTimeFields, skeletonOptions } from './skeleton';
import { DAY, HOUR, MINUTE } from '../../../domain/dates/durations';
import { isSameDay, zonedParts } from '../../../domain/dates/zoned';


// the locale's own hour cycle (`j`): 19:00–20:00 in fr, 7:00 – 8:00 PM in en (test/unit/site/content/dates.test.ts "datetime-interval within a day uses the locale's own…")
export const SAME_DAY_SKELETON = 'jm';
export const DEFAULT_SKELETON = 'yMMMd';

/**
 * The skeletons of the arguments: bare (`yMMM`) or `skeleton:yMMM`, and the CLDR
 * DateIntervalFormatOptions `date:SKELETON` (used when the dates differ by a day
 * or more) and `time:SKELETON` (within one day)
 * (https://phensley.github.io/cldr-engine/docs/en/api-dateintervalformatoptions).
 */
export interface IntervalSkeletons {
  readonly skeleton?: string;
  readonly date?: string;
  readonly time?: string;
}

export function intervalSkeletons(args: readonly string[]): IntervalSkeletons {
  const out: { skeleton?: string; date?: string; time?: string } = {};
  for (const arg of args) {
    const m = /^(skeleton|date|time):([A-Za-z]+)$/.exec(arg);
    if (m) out[m[1] as 'skeleton' | 'date' | 'time'] = m[2] as string;
    else if (/^[A-Za-z]+$/.test(arg) && out.skeleton === undefined) out.skeleton = arg;
  }
  return out;
}

/** The skeleton for a range: the given one, else by whether the range stays within one day. */
function chooseSkeleton(sameDay: boolean, given: IntervalSkeletons): string {
  if (given.skeleton) return given.skeleton;
  return sameDay ? (given.time ?? SAME_DAY_SKELETON) : (given.date ?? DEFAULT_SKELETON);
}


export function formatInterval(
  start: number,
  end: number,
  skeleton: string | IntervalSkeletons | undefined,
  locale: string,
  timeZone: string,
): string | undefined {
  const given = typeof skeleton === 'string' ? { skeleton } : (skeleton ?? {});
  const key = `interval|${start}|${end}|${given.skeleton}|${given.date}|${given.time}|${locale}|${timeZone}`;
  return memoResult(key, () => computeInterval(start, end, given, locale, timeZone));
}


function computeInterval(start: number, end: number, given: IntervalSkeletons, locale: string, timeZone: string): string | undefined {
  // each end in the platform's calendar (Julian dates, held days: platform-calendar.ts)
  const from = whenOf(start, timeZone);
  const to = whenOf(end, timeZone);
  if (from === undefined || to === undefined) return undefined;
  const [a, b] = [atOf(from), atOf(to)];
  const sameDay = a === b || isSameDay(a, b, timeZone); // (held days past 8652 are no zoned day: the same instant is one)
  const chosen = chooseSkeleton(sameDay, given);
  try {
    // start first even when it is the later one, as the platform writes it (test/unit/site/content/dates.test.ts "datetime-interval keeps its order when the start is the…")
    // a skeleton without year, month, day or time fields (`EEE`) writes the time too ("Mon, 2:04 PM"); a time
    // skeleton across days writes each end's date too, as `yMMMd` ("Nov 15, 2023, 9:00 PM"), as the platform (test/unit/site/content/month-width.test.ts "writes each end's date as yMMMd, as the platform")
    const effective = !hasTimeFields(chosen) && !hasDayFields(chosen) ? `${chosen}jm` : sameDay || hasDateFields(chosen) ? chosen : DEFAULT_SKELETON + chosen;
    const options = { timeZone, ...skeletonOptions(effective) };
    const one = (t: When): string => formatSkeleton(locale, timeZone, effective, t);
    const end = typeof from === 'number' && typeof to === 'number' ? patternEnd(a, b, effective, timeZone) : undefined;
    // one date: as datetime writes it (a weekday skeleton's weekday and time glued: "Mon, 2:04 PM")
    if (end === a) return one(from);
    if (end !== undefined) {
      // each end's date in the range's format, and the range: its pattern from `end`, its end's fields from `b`;
      // seconds are no interval field (`hms` is "2:04 – 4:04 PM")
      const range = cachedFormat(locale, { ...options, second: undefined });
      const [x, y] = [a, b].map((t) => range.formatToParts(t).map((part) => ({ ...part, value: partAtWidth(locale, options, t, part) })));
      const ends = new Map(y!.map((part) => [part.type, part.value]));
      const parts = range
        .formatRangeToParts(a, end)
        .map((part) => ({ ...part, value: (part.source === 'endRange' && part.type !== 'literal' && ends.get(part.type)) || partAtWidth(locale, options, a, part) }));
      // the separator: the shared part before the end's first one
      const cut = parts.findIndex((part) => part.source === 'endRange') - 1;
      // ja: ICU's range of a month name is numeric ("2020/02/24～2020/02/27"), where the platform's CLDR data writes
      // dates apart as the start's date and the end's without the leading parts it shares, down to its last field at
      // most ("2020年2月24日～27日", "2020年2月～2月"; test/unit/site/engine/platform-rules.test.ts "datetime-interval in ja: dates apart are the start's…"). (ICU's separator may hold the start's closing
      // text: ")～" after "(月)".)
      if (cut < 0 || sameDay || !/^ja\b/i.test(locale) || !['short', 'long', 'narrow'].includes(options.month ?? '')) return joined(parts);
      let i = 0;
      while (i < y!.length - 2 && y![i]!.value === x![i]?.value) i++;
      return joined(x!) + parts[cut]!.value.replace(x!.at(-1)!.value, '') + joined(y!.slice(i));
    }
    // each end on its own, as its own date formatter writes it: days apart with a time skeleton (CLDR's
    // fallback), or an end ICU's proleptic Gregorian range would write otherwise (a Julian weekday, an era it
    // adds); a weekday skeleton joins weekday and time as the locale joins a date and a time ("Mon, 2:04 PM")
    const [x, y] = [one(from), one(to)];
    // the locale's range separator, from a range of times (a range of dates may glue it: de "24.–27.")
    const dash = cachedFormat(locale, { timeZone, hour: 'numeric', minute: 'numeric' }).formatRangeToParts(a, b).find((part) => part.source === 'shared')?.value;
    return x === y ? x : `${x}${dash ?? ' – '}${y}`;
  } catch {
    return undefined;
  }
}

/**
 * The fields an interval's pattern is chosen by, coarsest first: year, month, day (a weekday too), hour (or any
 * time field: a skeleton with one is a time skeleton), minute; not seconds, as the platform.
 */
const FIELDS = [/y/, /M/, /[dE]/, /[hHjm]/, /m/];
const STEPS = [366 * DAY, 31 * DAY, DAY, HOUR, MINUTE];
/**
 * The last value of each field from which a step of STEPS forward keeps the coarser fields (a year
 * always steps forward): October (31 days on is the same year), the 26th (a day on is the same month),
 * 10 or 22 o'clock (an hour on is the same half day), minute 58.
 */
const LAST_FORWARD = { month: 10, day: 26, hourOfHalfDay: 10, minute: 58 } as const;

/**
 * The instant whose range with `a` has the platform's pattern for `a` to `b`: `a` itself when they agree
 * to the minute (one date, seconds and all); else the pattern of the skeleton's coarsest field that differs,
 * or of its finest when none does (`yMMM` over days is "Feb – Feb 2020", `MMMd` over a year "Feb 24 – 24",
 * `h` within an hour "2 – 2 PM"): `b` when that is the greatest difference, else `a` moved by that field only.
 */
function patternEnd(a: number, b: number, skeleton: string, timeZone: string): number | undefined {
  const fields = (t: number): number[] => {
    const p = zonedParts(t, timeZone)!; // a Gregorian instant, within the date range
    return [p.year, p.month, p.day, p.hour, p.minute];
  };
  const [x, y] = [fields(a), fields(b)];
  const greatest = x.findIndex((v, i) => v !== y[i]);
  const has = FIELDS.map((field) => field.test(skeleton));
  // one date: the same to the minute, or the same day for a skeleton without time fields; days apart
  // with a time skeleton: no range pattern, each end on its own (undefined)
  if (greatest < 0) return a;
  if (greatest > 2 !== has[3]) return greatest > 2 ? a : undefined;
  let k = has.findIndex((h, i) => h && x[i] !== y[i]);
  if (k < 0) k = has.lastIndexOf(true);
  if (k < 0 || k === greatest) return b;
  // a step that keeps the coarser fields: forward up to the last value a step forward keeps them at, else back
  const [, month = 0, day = 0, hour = 0, minute = 0] = x;
  const forward = [true, month <= LAST_FORWARD.month, day <= LAST_FORWARD.day, hour % 12 <= LAST_FORWARD.hourOfHalfDay, minute <= LAST_FORWARD.minute][k];
  return a + (forward ? 1 : -1) * STEPS[k]!;
}

const joined = (list: readonly { value: string }[]): string => list.map((part) => part.value).join('');
