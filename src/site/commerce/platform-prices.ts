import { DECIMAL, platformNumber } from '../../domain/platform-number.js';
import { isObject, isTruthy } from '../engine/values.js';
import { listItems, size } from './read-product.js';

/**
 * A product's prices as the platform's templates read them (found by the differential
 * suite, test/diff/; docs/site-engine.md "Rules the suite found"). The widgets' price
 * rules (src/domain/product-prices.ts, docs/behaviour.md §4) read the same JSON more strictly and
 * also read the legacy `price` cents; templates differ on unusual input:
 *
 * - a price is `priceMoney.value` (`salePriceMoney.value`), a number or exact decimal
 *   text, worth that many major units; the cents are that decimal times 100, exactly
 *   ("1.005" is 100.5 cents), written without exponent;
 * - flags (`onSale`, `isSubscribable`) are template-truthy (`-1` and `"no"` are true);
 * - physical (1) and service (3) products price per variant: the normal price is the
 *   highest, the from price the lowest paid (the sale price of a variant on sale), the
 *   sale price the lowest of the variants on sale; gift cards (4) the same without sale;
 *   digital products (2) carry their own prices; other types have none (0);
 * - a variant without a readable price has 0, but ranks just below one major unit
 *   among the others (the platform's order: it is above 0.99 and below 1.00);
 * - varied prices: a variant whose `price`, `onSale`, or (on sale) `salePrice` differs
 *   from the first variant's, compared as JSON values (docs/behaviour.md §4 "Multiple prices").
 */

/** Text that is exactly a decimal number (no spaces, no hex): the platform's money amounts. */

/** A decimal: `digits` × 10^`exp` (no leading zeros; '' is zero). */
interface Decimal {
  readonly neg: boolean;
  readonly digits: string;
  readonly exp: number;
}

/** A price: its amount (undefined: unreadable, see `compare`) and currency code. */
export interface Price {
  readonly major: Decimal | undefined;
  readonly currency: string;
}

export function parseDecimal(value: unknown): Decimal | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  if (!DECIMAL.test(text)) return undefined;
  const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
  const [int = '', frac = ''] = mantissa.replace(/^[+-]/, '').split('.');
  return { neg: mantissa.startsWith('-'), digits: (int + frac).replace(/^0+/, ''), exp: Number(exponent) - frac.length };
}

/** The decimal as plain text ("12.5", "-0", "100000000000000000000000"). */
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

/** Zero as the platform orders it: the digit 0 with its sign (0 above 0.5, "-0" below -0.5: test/diff). */
const zero = (d: Decimal): Decimal => (d.digits === '' ? { neg: d.neg, digits: '0', exp: 0 } : d);

function compareDecimals(x: Decimal, y: Decimal): number {
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
    // two negatives of one size written to different exponents: the platform orders them by magnitude (test/diff: -1 before -1.5)
    if (a.neg && exponent(a) !== exponent(b)) return order;
  }
  return a.neg ? -order : order;
}

/** The exponent of a decimal without trailing zeros ("-2.50" and "-2.5" alike, "-10" is 1 × 10¹). */
const exponent = (d: Decimal): number => d.exp + d.digits.length - d.digits.replace(/0+$/, '').length;

const ONE: Decimal = { neg: false, digits: '1', exp: 0 };

/** The platform's order of prices: an unreadable one ranks just below one major unit. */
function compare(a: Price, b: Price): number {
  if (a.major && b.major) return compareDecimals(a.major, b.major);
  if (a.major) return compareDecimals(a.major, ONE) < 0 ? -1 : 1;
  if (b.major) return compareDecimals(b.major, ONE) < 0 ? 1 : -1;
  return 0;
}

export function priceOf(money: unknown): Price {
  const m = isObject(money) ? money : {};
  const code = m['currency'];
  // no code is USD; a code that is not text is an unknown currency (as `money`)
  return { major: parseDecimal(m['value']), currency: code === undefined ? 'USD' : typeof code === 'string' ? code : '' };
}

const NO_PRICE: Price = { major: { neg: false, digits: '', exp: 0 }, currency: 'USD' };

/** The cents of a price as the platform writes them ("300", "12.5"). */
export function centsText(price: Price): string {
  return price.major ? plainText(price.major, 2) : '0';
}

type Structured = Readonly<Record<string, unknown>>;

/** An item's `structuredContent`, `{}` when it is not an object. */
export function structured(item: unknown): Structured {
  const content = isObject(item) ? item['structuredContent'] : undefined;
  return isObject(content) ? content : {};
}

/** The product type number, read by platformNumber: 1, "1", " 1", "1.0", "1abc", "1e-7" and `true` are physical; -1 is the platform's "undefined" type. */
export const productTypeOf = (item: unknown): number => platformNumber(structured(item)['productType']);

/** An item's variants (its structured content's), each an object (a variant that is not one reads as `{}`). */
export function itemVariants(item: unknown): readonly Structured[] {
  const list = structured(item)['variants'];
  return Array.isArray(list) ? list.map((v: unknown) => (isObject(v) ? v : {})) : [];
}

const extreme = (prices: readonly Price[], sign: 1 | -1): Price =>
  prices.reduce<Price | undefined>((best, p) => (best === undefined || sign * compare(p, best) > 0 ? p : best), undefined) ?? NO_PRICE;

const paid = (v: Structured): Price => priceOf(isTruthy(v['onSale']) ? v['salePriceMoney'] : v['priceMoney']);

export interface PlatformPrices {
  readonly normal: Price;
  readonly sale: Price;
  readonly from: Price;
  readonly onSale: boolean;
  readonly varied: boolean;
}

const NONE: PlatformPrices = { normal: NO_PRICE, sale: NO_PRICE, from: NO_PRICE, onSale: false, varied: false };

function jsonEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function hasVariedPrices(variants: readonly Structured[]): boolean {
  const [first = {}, ...rest] = variants;
  return rest.some(
    (v) =>
      !jsonEqual(v['price'], first['price']) ||
      !jsonEqual(v['onSale'], first['onSale']) ||
      (isTruthy(first['onSale']) && !jsonEqual(v['salePrice'], first['salePrice'])),
  );
}

/** Read once per product: a product block calls several formatters and predicates on one item. */
const cache = new WeakMap<object, PlatformPrices>();

/** The prices of a product item (`item.structuredContent`). */
export function platformPrices(item: unknown): PlatformPrices {
  const product = structured(item);
  let prices = cache.get(product);
  if (!prices) cache.set(product, (prices = readPrices(item, product)));
  return prices;
}

function readPrices(item: unknown, product: Structured): PlatformPrices {
  const type = productTypeOf(item);
  if (type === 2) {
    const onSale = isTruthy(product['onSale']);
    const normal = priceOf(product['priceMoney']);
    // the from price of a digital product is its price, on sale or not (as the platform, test/diff)
    return { normal, sale: priceOf(product['salePriceMoney']), from: normal, onSale, varied: false };
  }
  if (type !== 1 && type !== 3 && type !== 4) return NONE;
  const variants = itemVariants(item);
  const onSaleVariants = type === 4 ? [] : variants.filter((v) => isTruthy(v['onSale']));
  return {
    normal: extreme(variants.map((v) => priceOf(v['priceMoney'])), 1),
    sale: extreme(onSaleVariants.map((v) => priceOf(v['salePriceMoney'])), -1),
    from: extreme(variants.map(paid), -1),
    onSale: onSaleVariants.length > 0,
    varied: hasVariedPrices(variants),
  };
}

/** A variant's first pricing option (a list or an object by index, as the platform), null when it has none there; undefined without options. */
const firstOption = (variant: Structured): unknown => (size(variant['pricingOptions']) > 0 ? (listItems(variant['pricingOptions'])[0] ?? null) : undefined);

/**
 * The subscription prices of a physical or service product (`subscription-price`): the
 * first pricing option of the variant with the lowest paid price (ranked as above, the
 * first of equals): its price, its sale price when it is on sale, "from" when the
 * variants' prices vary. None when that variant has no option or a variant is not an object.
 */
export function subscriptionPrices(item: unknown): PlatformPrices | undefined {
  const type = productTypeOf(item);
  const list = structured(item)['variants'];
  const variants = itemVariants(item);
  const cheapest = variants.reduce<Structured>((best, v) => (compare(paid(v), paid(best)) < 0 ? v : best), variants[0] ?? {});
  const first = firstOption(cheapest);
  if ((type !== 1 && type !== 3) || first === undefined || (Array.isArray(list) && !isObject(list[0]))) return undefined;
  const option: Structured = isObject(first) ? first : {};
  const onSale = isTruthy(option['onSale']);
  const normal = priceOf(option['priceMoney']);
  const sale = priceOf(option['salePriceMoney']);
  return { normal, sale, from: onSale ? sale : normal, onSale, varied: hasVariedPrices(variants) };
}
