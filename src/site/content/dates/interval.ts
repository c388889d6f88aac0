/**
 * The `datetime-interval` formatter: a range of two instants with ICU's
 * interval formats (Intl formatRange). Without a skeleton, a range within
 * one day shows its times, a longer one its dates.
 */
import { cachedFormat } from './datetime.js';
import { skeletonOptions } from './skeleton.js';
import { isSameDay } from './zoned.js';

export const SAME_DAY_SKELETON = 'hm';
export const DEFAULT_SKELETON = 'yMMMd';

/** The skeleton argument: bare (`yMMM`) or `skeleton:yMMM`. */
export function intervalSkeleton(args: readonly string[]): string | undefined {
  for (const arg of args) {
    const val = arg.startsWith('skeleton:') ? arg.slice('skeleton:'.length) : arg;
    if (/^[A-Za-z]+$/.test(val)) return val;
  }
  return undefined;
}

export function formatInterval(
  start: number,
  end: number,
  skeleton: string | undefined,
  locale: string,
  timeZone: string,
): string | undefined {
  const chosen = skeleton ?? (isSameDay(start, end, timeZone) ? SAME_DAY_SKELETON : DEFAULT_SKELETON);
  try {
    const format = cachedFormat(locale, { timeZone, ...skeletonOptions(chosen) });
    const [from, to] = start <= end ? [start, end] : [end, start];
    return format.formatRangeToParts(from, to).map((part) => part.value).join('');
  } catch {
    return undefined;
  }
}
