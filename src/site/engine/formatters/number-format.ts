/**
 * Locale number formatting from `key:value` options, as used by `decimal`
 * and message `{0 decimal ...}`: style (decimal, percent, percent-scaled,
 * permille, permille-scaled, short, long, scientific), minimum/maximum
 * integer/fraction/significant digits (clamped to 0..50), grouping (`group`,
 * `no-group`, `group:false`, `grouping:false`), round (half-even, half-up,
 * half-down, ceil, floor, up, down, truncate).
 *
 * The CLDR styles (the decimal format options of the CLDR number formatting
 * the platform uses: 'decimal' | 'percent' | 'percent-scaled' | 'permille' |
 * 'permille-scaled' | 'short' | 'long'): `percent` multiplies by 100 and
 * `permille` by 1000 (UTS #35 Numbers, "Special Pattern Characters": % and
 * ‰); the `-scaled` styles take a value that is already scaled.
 *
 * As the CLDR library's DecimalFormatOptions page documents
 * (https://phensley.github.io/cldr-engine/docs/en/api-decimalformatoptions.html):
 * `negativeZero` defaults to false ("-0.999" with no fraction digits rounded down is
 * "0"), and `divisor:N` fixes the magnitude of the compact styles ("1,235 thousand").
 * Scientific writes the exponent's sign ("1.235E+3") and a lone
 * `minimumSignificantDigits` also caps the digits
 * (https://phensley.github.io/cldr-engine/docs/en/api-decimalformatstyletype.html).
 */
import { memoResult, numberFormat } from '../../../domain/intl-cache';

type RoundingMode = NonNullable<Intl.NumberFormatOptions['roundingMode']>;
const ROUNDING: Readonly<Record<string, RoundingMode>> = {
  'half-even': 'halfEven', 'half-up': 'halfExpand', 'half-down': 'halfTrunc',
  ceil: 'ceil', ceiling: 'ceil', floor: 'floor', up: 'expand', down: 'trunc', truncate: 'trunc',
};
/** The digit options (`maximumIntegerDigits`, which Intl does not have, is passed on and ignored). */
const DIGITS = /^(min|max)imum(Integer|Fraction|Significant)Digits$/;

/** How a style scales the value of Intl's percent style (the per-mille ones write U+2030 for its `%`). */
const SCALED: Readonly<Record<string, number>> = { percent: 1, 'percent-scaled': 0.01, permille: 10, 'permille-scaled': 0.01 };
/** The short names the platform takes for the digit options (not `minFractionDigits` and the like: test/unit/site/engine/message-rules.test.ts "takes the full names and minInt, minFrac, maxFrac…"). */
const ALIASES: Readonly<Record<string, string>> = {
  minInt: 'minimumIntegerDigits', minFrac: 'minimumFractionDigits', maxFrac: 'maximumFractionDigits',
  minSig: 'minimumSignificantDigits', maxSig: 'maximumSignificantDigits',
};

/** Grouping from the first thousand for the compact styles (Intl.NumberFormat v3 `useGrouping: 'always'`; TypeScript's lib types it as boolean only). */
export const COMPACT_GROUPING = 'always' as unknown as boolean;

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));
/**
 * docs/behaviour.md §9 clamps digit options to 0..50; Intl builds before ES2023 (Node 20) stop at 20 fraction digits.
 * The engine needs Intl.NumberFormat v3 (`roundingMode`, `signDisplay: 'negative'`, `useGrouping: 'always'`).
 */
const MAX_DIGITS = 50;
const INTL_MAX_FRACTION = supportsFractionDigits(MAX_DIGITS) ? MAX_DIGITS : 20;

function supportsFractionDigits(n: number): boolean {
  try {
    new Intl.NumberFormat('en', { maximumFractionDigits: n });
    return true;
  } catch {
    return false;
  }
}

export function numberFormatOptions(options: readonly string[]): Intl.NumberFormatOptions & Record<string, unknown> {
  const out: Intl.NumberFormatOptions & Record<string, unknown> = {};
  for (const option of options) {
    const [rawKey = '', value = ''] = option.split(':');
    const key = ALIASES[rawKey] ?? rawKey;
    if (key === 'style') {
      if (SCALED[value]) out.style = 'percent';
      else if (value === 'short' || value === 'long') {
        out.notation = 'compact';
        out.compactDisplay = value;
      } else if (value === 'scientific') out.notation = 'scientific';
    } else if (key === 'round' && ROUNDING[value]) {
      out.roundingMode = ROUNDING[value];
    } else if (key === 'grouping' || key === 'group') {
      out.useGrouping = value !== 'false';
    } else if (key === 'no-group' && !value) {
      out.useGrouping = false;
    } else if (key === 'negativeZero') {
      out.negativeZero = value !== 'false';
    } else if (DIGITS.test(key) && /^\d+$/.test(value)) {
      const n = Number(value);
      out[key] =
        key === 'minimumIntegerDigits' || key.endsWith('SignificantDigits')
          ? clamp(n, 1, 21)
          : clamp(n, 0, INTL_MAX_FRACTION);
    }
  }
  // CLDR's and ICU's default rounding mode is half-even (ICU DecimalFormat: "HALF_EVEN").
  out.roundingMode ??= 'halfEven';
  // CLDR's negativeZero defaults to false: a value that rounds to zero has no minus sign.
  if (out.negativeZero !== true) out.signDisplay = 'negative';
  delete out.negativeZero;
  // the platform groups the digits a compact pattern keeps whole ("1,235" in ja, "1.235" in de), where Intl's compact needs two
  if (out.notation === 'compact') out.useGrouping ??= COMPACT_GROUPING;
  const scientific = out.notation === 'scientific';
  const minSig = out.minimumSignificantDigits;
  const maxSig = out.maximumSignificantDigits;
  // CLDR scientific: a lone minimumSignificantDigits also caps the digits ("1.235E+3").
  if (scientific && minSig !== undefined) out.maximumSignificantDigits ??= minSig;
  // As the platform (test/unit/site/engine/platform-rules.test.ts "decimal: maxSig/minSig, and scientific without fraction…"): a lone maxSig is also the minimum ("0.500" for maxSig:3),
  // a lone minSig has no maximum ("1,234.5678" for minSig:6).
  else if (maxSig !== undefined && minSig === undefined) out.minimumSignificantDigits = maxSig;
  else if (minSig !== undefined && maxSig === undefined) out.maximumSignificantDigits = 21;
  const min = out.minimumFractionDigits;
  const max = out.maximumFractionDigits;
  if (min !== undefined && max !== undefined && min > max) out.maximumFractionDigits = min;
  // the platform's scientific mantissa has no fraction digits unless asked ("1E+3"); a lone minimum is also the maximum
  if (scientific && max === undefined && minSig === undefined && maxSig === undefined) out.maximumFractionDigits = min ?? 0;
  else if (min !== undefined && max === undefined && out.style !== 'percent') out.maximumFractionDigits = Math.max(min, 3);
  return out;
}

function styleOf(options: readonly string[]): string {
  let style = '';
  for (const option of options) if (option.startsWith('style:')) style = option.slice('style:'.length);
  return style;
}

/** The `divisor:N` option (a power of ten), or undefined. */
export function divisorOf(options: readonly string[]): number | undefined {
  for (const option of options) {
    const m = /^divisor:(1(?:0+)?)$/.exec(option);
    if (m) return Number(m[1]);
  }
  return undefined;
}


/** Locales whose CLDR scientific pattern is bracketed ("[#E0]"), brackets the platform writes (Intl drops them). */
const BRACKETED_SCIENTIFIC = /^(hi|mr|gu|pa)(-|$)/i;

/**
 * CLDR scientific notation, as the platform writes it: the exponent with the locale's plus
 * sign ("1.235E+3", he "1E\u200e+8", ar "١أس؜+٨"), no exponent 0 ("1", "0", ar "٠"), and the
 * bracketed pattern of hi, mr, gu and pa outside the minus sign ("-[5E+4]").
 */
function scientificText(value: number, locale: string, format: Intl.NumberFormat): string {
  const parts = format.formatToParts(value);
  const first = parts.findIndex((p) => p.type === 'integer');
  const zero = numberFormat(locale, {}).format(0);
  const dropExponent = parts.some((p) => p.type === 'exponentInteger' && p.value === zero);
  const negativeExponent = parts.some((p) => p.type === 'exponentMinusSign');
  let body = '';
  for (const part of parts.slice(first)) {
    if (dropExponent && (part.type === 'exponentSeparator' || part.type === 'exponentInteger')) continue;
    if (part.type === 'exponentInteger' && !negativeExponent) body += plusSign(locale);
    body += part.value;
  }
  const sign = parts.slice(0, first).map((p) => p.value).join('');
  return sign + (BRACKETED_SCIENTIFIC.test(locale) ? `[${body}]` : body);
}

/** The locale's plus sign with its direction mark ("+", he "\u200e+"). */
function plusSign(locale: string): string {
  const parts = numberFormat(locale, { signDisplay: 'always' }).formatToParts(1);
  return parts.slice(0, parts.findIndex((p) => p.type === 'integer')).map((p) => p.value).join('');
}

/**
 * A compact style with a fixed divisor: the value divided by it, rounded as
 * compact numbers are (no fraction digits from two integer digits up, else two
 * significant digits) unless digit options say otherwise, then the locale's
 * compact affix for the divisor ("0.1 thousand", "$1,235K"). Undefined when the
 * locale writes the divisor with more than a bare 1 ("10K").
 */
export function formatWithDivisor(
  value: number,
  divisor: number,
  locale: string,
  intl: Intl.NumberFormatOptions,
): string | undefined {
  // the affix, with the sign, from the divisor itself: "-$1K" around the digits
  const unit = numberFormat(locale, intl).format(value < 0 ? -divisor : divisor);
  const m = /^([^\d]*)1([^\d]*)$/.exec(unit);
  if (!m) return undefined;
  const scaled = Math.abs(value) / divisor;
  const plain: Intl.NumberFormatOptions = { ...intl, notation: 'standard' };
  delete plain.compactDisplay;
  const hasDigits = Object.entries(intl).some(([k, v]) => v !== undefined && /(Fraction|Significant)Digits$/.test(k));
  if (!hasDigits) {
    const whole = scaled >= 10; // two integer digits (9.96 is "10" by its two significant digits anyway)
    Object.assign(plain, whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : { maximumSignificantDigits: 2 });
  }
  const digits = numberFormat(locale, { ...plain, style: 'decimal' }).format(scaled);
  return `${m[1] ?? ''}${digits}${m[2] ?? ''}`;
}

/**
 * Whether all of a value's digits lie past the first place the fraction drops: such a value is 0
 * whatever the rounding, in numbers and money, as the platform (test/unit/site/engine/message-rules.test.ts "writes 0 for a value whose digits all lie past the…": `round:ceil` of 0.00001
 * is "0", of 0.0001 "0.001"; `money round:floor` of -0.085 JPY is "¥0").
 */
export const pastDroppedPlace = (value: number, intl: Intl.NumberFormatOptions): boolean =>
  intl.notation === undefined && intl.maximumSignificantDigits === undefined && Math.abs(value) < 10 ** -((intl.maximumFractionDigits ?? 3) + 1);

/**
 * Number text (pure, so kept in the engine's bounded result memo). Decimal text keeps all
 * its digits ("99,999,999,999,999,999,999.99", as the platform: Intl reads text exactly).
 */
export function formatNumber(value: number | string, locale: string, options: readonly string[]): string {
  return memoResult(`number|${value}|${locale}|${JSON.stringify(options)}`, () => numberText(value, locale, options));
}

function numberText(written: number | string, locale: string, options: readonly string[]): string {
  let exact = written;
  let value = Number(exact);
  // NaN by the locale's name (ar "ليس رقمًا"), an infinity as the locale's sign alone ("∞", whatever its sign or style), as the platform
  if (!Number.isFinite(value)) return numberFormat(locale, {}).format(value * value);
  const intl = numberFormatOptions(options);
  if (!SCALED[styleOf(options)] && pastDroppedPlace(value, intl)) exact = value = 0;
  const format = numberFormat(locale, intl);
  const divisor = intl.notation === 'compact' ? divisorOf(options) : undefined;
  // the divisor holds within its magnitude: below it the value is written as it is ("500"
  // with divisor:1000), from a thousand times it the compact style picks ("1M"), as the platform
  if (divisor !== undefined && Math.abs(value) >= divisor && Math.abs(value) < divisor * 1000) {
    const text = formatWithDivisor(value, divisor, locale, intl);
    if (text !== undefined) return text;
  }
  if (intl.notation === 'scientific') return scientificText(value, locale, format);
  const style = styleOf(options);
  const by = SCALED[style];
  if (!by || style === 'percent') return format.format(exact as number);
  // Intl has no per-mille style: the locale's percent pattern, scaled, with its percent sign
  // (and the marks CLDR writes with it: ar "٪؜", he "‎%‎") swapped for the per-mille sign
  if (style === 'percent-scaled') return format.format(value * by);
  const perMille = /^arab/.test(format.resolvedOptions().numberingSystem) ? '\u0609' : '\u2030';
  return format
    .formatToParts(value * by)
    .map((part) => (part.type === 'percentSign' ? '\u0000' : part.value))
    .join('')
    .replace(/[\u200e\u200f\u061c]*\u0000[\u200e\u200f\u061c]*/, perMille);
}
