/**
 * Exact decimals, as the platform's templates read money amounts (docs/site-engine.md
 * "Rules the suite found"): text that is exactly a decimal number ("12.50", "-0",
 * "1e3"; no spaces, no hex) or a finite number, kept as digits and an exponent so that
 * "1.005" is 100.5 cents, never a rounding of a float.
 */
/** Decimal text as the platform's formatters take it: a sign, digits with a point, an exponent; no spaces, no hex. */
export const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The text of a number that is not finite, as JavaScript writes it: "NaN", "Infinity", "-Infinity" (and "+Infinity"). */
export const NON_FINITE = /^([+-]?Infinity|NaN)$/;

/** A decimal: `digits` × 10^`exp` (no leading zeros; '' is zero). */
export interface Decimal {
  readonly neg: boolean;
  readonly digits: string;
  readonly exp: number;
}

export function parseDecimal(value: unknown): Decimal | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  if (!DECIMAL.test(text)) return undefined;
  const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
  const [int = '', frac = ''] = mantissa.replace(/^[+-]/, '').split('.');
  return { neg: mantissa.startsWith('-'), digits: (int + frac).replace(/^0+/, ''), exp: Number(exponent) - frac.length };
}

/** The decimal times 10^`shift` as plain text ("12.5", "-0", "100000000000000000000000"). */
export function plainText(d: Decimal, shift = 0): string {
  const exp = d.exp + shift;
  let body: string;
  if (d.digits === '') body = '0';
  else if (exp >= 0) body = d.digits + '0'.repeat(exp);
  else {
    const padded = d.digits.padStart(1 - exp, '0');
    body = `${padded.slice(0, exp)}.${padded.slice(exp)}`.replace(/\.?0+$/, '');
  }
  return (d.neg ? '-' : '') + body;
}

/** Zero as the platform orders it: the digit 0 with its sign (0 above 0.5, "-0" below -0.5: test/unit/site/commerce/platform-reading.test.ts "price order"). */
const zero = (d: Decimal): Decimal => (d.digits === '' ? { neg: d.neg, digits: '0', exp: 0 } : d);

/** The exponent of a decimal without trailing zeros ("-2.50" and "-2.5" alike, "-10" is 1 × 10¹). */
const exponent = (d: Decimal): number => d.exp + d.digits.length - d.digits.replace(/0+$/, '').length;

/** The platform's order of two amounts (-1, 0, 1). */
export function compareDecimals(x: Decimal, y: Decimal): number {
  if (x.digits === '' && y.digits === '') return 0; // "-0" is 0
  const [a, b] = [zero(x), zero(y)];
  if (a.neg !== b.neg) return a.neg ? -1 : 1;
  const size = a.digits.length + a.exp - (b.digits.length + b.exp);
  let order = Math.sign(size);
  if (order === 0) {
    const width = Math.max(a.digits.length, b.digits.length);
    const x = a.digits.padEnd(width, '0');
    const y = b.digits.padEnd(width, '0');
    order = x === y ? 0 : x < y ? -1 : 1;
    // two negatives of one size written to different exponents: the platform orders them by magnitude (-1 before -1.5; same test)
    if (a.neg && exponent(a) !== exponent(b)) return order;
  }
  return a.neg ? -order : order;
}
