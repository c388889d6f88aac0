/**
 * The `datetime-interval` formatter: a range of two instants with ICU's
 * interval formats (Intl formatRange). Without a skeleton, a range within
 * one day shows its times, a longer one its dates.
 */
import { memoResult } from '../../../domain/intl-cache.js';
import { cachedFormat, monthAtWidth } from './datetime.js';
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
function chooseSkeleton(start: number, end: number, timeZone: string, given: IntervalSkeletons): string {
  if (given.skeleton) return given.skeleton;
  return isSameDay(start, end, timeZone) ? (given.time ?? SAME_DAY_SKELETON) : (given.date ?? DEFAULT_SKELETON);
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
  const chosen = chooseSkeleton(start, end, timeZone, given);
  try {
    // start first even when it is the later one, as the platform writes it (test/diff)
    const [from, to] = [start, end];
    if (!hasDayOrTime(chosen)) {
      // a skeleton without year, month, day or time fields (`EEE`): each end as weekday and time,
      // or within one day the weekday and the range of times (as the platform, test/diff)
      const day = cachedFormat(locale, { timeZone, ...skeletonOptions(chosen), hour: 'numeric', minute: 'numeric' });
      const time = cachedFormat(locale, { timeZone, hour: 'numeric', minute: 'numeric' });
      const weekday = (t: number): string => day.formatToParts(t).find((part) => part.type === 'weekday')?.value ?? '';
      if (isSameDay(from, to, timeZone)) return `${weekday(from)}, ${computeInterval(from, to, { skeleton: SAME_DAY_SKELETON }, locale, timeZone) ?? ''}`;
      const one = (t: number): string => `${weekday(t)}, ${parts(time, t)}`;
      const dash = time.formatRangeToParts(from, to).find((part) => part.source === 'shared')?.value ?? DASH;
      return `${one(from)}${dash}${one(to)}`;
    }
    // a time skeleton across days writes each end's date too, as `yMMMd` (the platform's fallback, test/diff)
    const acrossDays = !hasDateFields(chosen) && !isSameDay(from, to, timeZone);
    const options = { timeZone, ...(acrossDays ? skeletonOptions(`yMMMd${chosen}`) : skeletonOptions(chosen)) };
    return cachedFormat(locale, options)
      .formatRangeToParts(from, to)
      .map((part) => (part.type === 'month' ? monthAtWidth(locale, options, part.source === 'endRange' ? to : from, part.value) : part.value))
      .join('');
  } catch {
    return undefined;
  }
}

function hasDayOrTime(skeleton: string): boolean {
  return /[GyYuMLdhHkKjJCmsSBbzvOZXx]/.test(skeleton);
}

const parts = (format: Intl.DateTimeFormat, t: number): string =>
  format.formatToParts(t).map((part) => part.value).join('');
