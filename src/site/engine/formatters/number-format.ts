/**
 * Locale number formatting from `key:value` options, as used by `decimal`
 * and message `{0 decimal ...}`: style (decimal, percent, short, long,
 * scientific), minimum/maximum integer/fraction/significant digits (clamped
 * to 0..50), grouping, round (half-even, half-up, half-down, ceil, floor,
 * up, down, truncate).
 */
import { numberFormat } from './intl-cache.js';

type RoundingMode = NonNullable<Intl.NumberFormatOptions['roundingMode']>;
const ROUNDING: Readonly<Record<string, RoundingMode>> = {
  'half-even': 'halfEven', 'half-up': 'halfExpand', 'half-down': 'halfTrunc',
  ceil: 'ceil', ceiling: 'ceil', floor: 'floor', up: 'expand', down: 'trunc', truncate: 'trunc',
};
const DIGITS = new Set([
  'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits',
  'minimumSignificantDigits', 'maximumSignificantDigits',
]);

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));
/** SPEC.md 9 clamps digit options to 0..50; older Intl builds stop at 20 fraction digits. */
const MAX_DIGITS = 50;
const INTL_MAX_FRACTION = maxFractionSupported();

function maxFractionSupported(): number {
  try {
    new Intl.NumberFormat('en', { maximumFractionDigits: MAX_DIGITS });
    return MAX_DIGITS;
  } catch {
    return 20;
  }
}

export function numberFormatOptions(options: readonly string[]): Intl.NumberFormatOptions & Record<string, unknown> {
  const out: Intl.NumberFormatOptions & Record<string, unknown> = {};
  for (const option of options) {
    const [key = '', value = ''] = option.split(':');
    if (key === 'style') {
      if (value === 'percent') out.style = 'percent';
      else if (value === 'short' || value === 'long') {
        out.notation = 'compact';
        out.compactDisplay = value;
      } else if (value === 'scientific') out.notation = 'scientific';
    } else if (key === 'round' && ROUNDING[value]) {
      out.roundingMode = ROUNDING[value];
    } else if (key === 'grouping') {
      out.useGrouping = value !== 'false';
    } else if (DIGITS.has(key) && /^\d+$/.test(value)) {
      const n = Number(value);
      out[key] =
        key === 'minimumIntegerDigits' || key.endsWith('SignificantDigits')
          ? clamp(n, 1, 21)
          : clamp(clamp(n, 0, MAX_DIGITS), 0, INTL_MAX_FRACTION);
    }
  }
  const min = out.minimumFractionDigits;
  const max = out.maximumFractionDigits;
  if (min !== undefined && max !== undefined && min > max) out.maximumFractionDigits = min;
  if (min !== undefined && max === undefined && out.style !== 'percent') out.maximumFractionDigits = Math.max(min, 3);
  return out;
}

export function formatNumber(value: number, locale: string, options: readonly string[]): string {
  return numberFormat(locale, numberFormatOptions(options)).format(value);
}
