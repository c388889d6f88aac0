/**
 * The `datetime-interval` formatter: a range of two instants with ICU's
 * interval formats (Intl formatRange). Without a skeleton, a range within
 * one day shows its times, a longer one its dates.
 */
import { memoResult } from '../../../domain/intl-cache.js';
import { cachedFormat, partAtWidth, partsOf } from './datetime.js';
import { atOf, type When, whenOf } from './platform-calendar.js';
import { hasDateFields, skeletonOptions } from './skeleton.js';
import { isSameDay } from '../../../domain/dates/zoned.js';

// the locale's own hour cycle (`j`): 19:00–20:00 in fr, 7:00 – 8:00 PM in en (test/diff)
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

/** Two instants joined by CLDR's range separator (an en dash between thin spaces). */
const DASH = '\u2009\u2013\u2009';

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
  // the same calendar day (a held day past 8652 too, which the zoned fields do not reach)
  const sameDay =
    typeof from === 'number' || typeof to === 'number'
      ? isSameDay(a, b, timeZone)
      : from.year === to.year && from.month === to.month && from.day === to.day;
  const chosen = chooseSkeleton(sameDay, given);
  try {
    // start first even when it is the later one, as the platform writes it (test/diff)
    const time = cachedFormat(locale, { timeZone, hour: 'numeric', minute: 'numeric' });
    const dash = (): string => time.formatRangeToParts(a, b).find((part) => part.source === 'shared')?.value ?? DASH;
    if (!hasDayOrTime(chosen)) {
      // a skeleton without year, month, day or time fields (`EEE`): each end as weekday and time,
      // or within one day the weekday and the range of times (as the platform, test/diff)
      const day = cachedFormat(locale, { timeZone, ...skeletonOptions(chosen), hour: 'numeric', minute: 'numeric' });
      const weekday = (t: When): string => partsOf(day, t).find((part) => part.type === 'weekday')?.value ?? '';
      if (sameDay) return `${weekday(from)}, ${computeInterval(a, b, { skeleton: SAME_DAY_SKELETON }, locale, timeZone) ?? ''}`;
      const one = (t: When): string => `${weekday(t)}, ${parts(time, atOf(t))}`;
      return `${one(from)}${dash()}${one(to)}`;
    }
    // a time skeleton across days writes each end's date too, as `yMMMd` (the platform's fallback:
    // "Nov 15, 2023, 9:00 PM", test/diff)
    const options = { timeZone, ...skeletonOptions(sameDay || hasDateFields(chosen) ? chosen : DEFAULT_SKELETON + chosen) };
    const format = cachedFormat(locale, options);
    if (typeof from === 'number' && typeof to === 'number') {
      return format
        .formatRangeToParts(a, b)
        .map((part) => partAtWidth(locale, options, part.source === 'endRange' ? b : a, part))
        .join('');
    }
    // an end ICU's proleptic Gregorian range would write otherwise (a Julian weekday, an era it adds): each
    // end on its own, as its own date formatter writes it
    const [x, y] = [joined(partsOf(format, from)), joined(partsOf(format, to))];
    return x === y ? x : `${x}${dash()}${y}`;
  } catch {
    return undefined;
  }
}

function hasDayOrTime(skeleton: string): boolean {
  return /[GyYuMLdhHkKjJCmsSBbzvOZXx]/.test(skeleton);
}

const joined = (list: readonly Intl.DateTimeFormatPart[]): string => list.map((part) => part.value).join('');
const parts = (format: Intl.DateTimeFormat, t: number): string => joined(format.formatToParts(t));
