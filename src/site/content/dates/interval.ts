/**
 * The `datetime-interval` formatter: a range of two instants with ICU's
 * interval formats (Intl formatRange). Without a skeleton, a range within
 * one day shows its times, a longer one its dates.
 */
import { memoResult } from '../../../domain/intl-cache.js';
import { cachedFormat, formatDatetime, partsOf } from './datetime.js';
import { formatFormName } from './locale-patterns.js';
import { isPlainInstant, type PlatformDate, platformDate } from './platform-calendar.js';
import { skeletonOptions } from './skeleton.js';
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

type When = number | PlatformDate;
const whenOf = (ms: number, timeZone: string): When | undefined => (isPlainInstant(ms) ? ms : platformDate(ms, timeZone));
const atOf = (w: When): number => (typeof w === 'number' ? w : w.at);
const isBC = (w: When): boolean => typeof w !== 'number' && w.year <= 0;
/** The text a range shares between its ends (the dash). */
const sharedText = (format: Intl.DateTimeFormat, a: number, b: number): string =>
  format.formatRangeToParts(a, b).find((part) => part.source === 'shared')?.value ?? DASH;

function computeInterval(start: number, end: number, given: IntervalSkeletons, locale: string, timeZone: string): string | undefined {
  // each end in the platform's calendar (Julian dates, held ranges: platform-calendar.ts)
  const from = whenOf(start, timeZone);
  const to = whenOf(end, timeZone);
  if (from === undefined || to === undefined) return undefined;
  const [a, b] = [atOf(from), atOf(to)];
  const chosen = chooseSkeleton(a, b, timeZone, given);
  try {
    // start first even when it is the later one, as the platform writes it (test/diff)
    if (!hasDayOrTime(chosen)) {
      // a skeleton without year, month, day or time fields (`EEE`): each end as weekday and time,
      // or within one day the weekday and the range of times (as the platform, test/diff)
      const day = cachedFormat(locale, { timeZone, ...skeletonOptions(chosen), hour: 'numeric', minute: 'numeric' });
      const time = cachedFormat(locale, { timeZone, hour: 'numeric', minute: 'numeric' });
      const weekday = (t: When): string => partsOf(day, t).find((part) => part.type === 'weekday')?.value ?? '';
      if (isSameDay(a, b, timeZone)) return `${weekday(from)}, ${computeInterval(a, b, { skeleton: SAME_DAY_SKELETON }, locale, timeZone) ?? ''}`;
      const one = (t: When): string => `${weekday(t)}, ${parts(time, atOf(t))}`;
      const dash = time.formatRangeToParts(a, b).find((part) => part.source === 'shared')?.value ?? DASH;
      return `${one(from)}${dash}${one(to)}`;
    }
    const format = cachedFormat(locale, { timeZone, ...skeletonOptions(chosen) });
    if (!/[yMLdEcG]/.test(chosen) && !isSameDay(a, b, timeZone)) {
      // a time skeleton over days: each end as its medium date and time, joined as the locale joins them
      // (as the platform: "Nov 15, 2023, 9:00 PM – Dec 31, 1969, 7:00 PM", "2023年11月15日 午後9:00～…")
      const dash = sharedText(format, a, b).replace(/^[^\s\u2013~\uff5e-]+/, '');
      const dated = (ms: number): string => formatDatetime(ms, { date: DEFAULT_SKELETON, time: chosen }, locale, timeZone) ?? '';
      return `${dated(start)}${dash}${dated(end)}`;
    }
    if (!/G/.test(chosen) && isBC(from) !== isBC(to)) {
      // across eras ICU adds the era and changes the pattern; the platform writes each end as the skeleton
      // does, joined as two years apart are (years 2001 and 2002 stand in)
      const one = (w: When): string => partsOf(format, w).map((part) => part.value).join('');
      return `${one(from)}${sharedText(format, Date.UTC(2001, 6, 1), Date.UTC(2002, 6, 1))}${one(to)}`;
    }
    const range = format.formatRangeToParts(a, b);
    // a weekday as the platform's calendar names it, where Intl's proleptic Gregorian one differs
    const named = (w: When, source: string) => (typeof w === 'number' ? [] : partsOf(format, w).filter((p) => p.type === 'weekday').map((p) => ({ ...p, source })));
    const weekdays = [...named(from, 'startRange'), ...named(to, 'endRange')];
    const options: Intl.DateTimeFormatOptions = { timeZone, ...skeletonOptions(chosen) };
    return range
      .map((part) => {
        const at = part.source === 'endRange' ? b : a;
        // month and weekday names in their format form, as platformParts writes them
        const form = (part.type === 'month' || part.type === 'weekday') && /\p{L}/u.test(part.value) ? formatFormName(locale, options, part.type, at) : undefined;
        if (part.type !== 'weekday') return form ?? part.value;
        return weekdays.find((w) => w.source === (part.source === 'endRange' ? 'endRange' : 'startRange'))?.value ?? form ?? part.value;
      })
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
