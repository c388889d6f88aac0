import { compareDecimals, type Decimal, parseDecimal, plainText } from './decimal';
import { isRecord, type JsonRecord } from './json';
import { fractionDigits } from './money-format';
import { platformTruthy } from './platform-number';
import { productTypeNumber, productVariants } from './product-type';

/**
 * A product's prices as the platform's templates read them (docs/behaviour.md §4 "Product
 * display state"; the differential suite found the details: docs/site-engine.md "Rules the
 * suite found", pinned by test/unit/site/commerce/platform-reading.test.ts and
 * product-price.test.ts). The template formatters write these prices and the widgets
 * show them after a variant change, so both read a product one way:
 *
 * - a price is `priceMoney.value` (`salePriceMoney.value`), a number or exact decimal
 *   text, worth that many major units; the cents are that decimal times 100, exactly
 *   ("1.005" is 100.5 cents), written without exponent; the legacy `price` cents are not read;
 * - flags (`onSale`) are template-truthy (`-1` and `"no"` are true);
 * - physical (1) and service (3) products price per variant: the normal price is the
 *   highest, the from price the lowest paid (the sale price of a variant on sale), the
 *   sale price the lowest of the variants on sale; gift cards (4) the same without sale;
 *   digital products (2) carry their own prices; other types have none (0);
 * - a variant without a readable price has 0, but ranks just below one major unit
 *   among the others (the platform's order: it is above 0.99 and below 1.00);
 * - varied prices: a variant whose `price`, `onSale`, or (on sale) `salePrice` differs
 *   from the first variant's, compared as JSON values (docs/behaviour.md §4 "Multiple prices").
 */

/** A price: its amount (undefined: unreadable, see `comparePrices`) and currency code. */
export interface Price {
  readonly major: Decimal | undefined;
  readonly currency: string;
}

const ONE: Decimal = { neg: false, digits: '1', exp: 0 };

/** The platform's order of prices: an unreadable one ranks just below one major unit. */
export function comparePrices(a: Price, b: Price): number {
  if (a.major && b.major) return compareDecimals(a.major, b.major);
  if (a.major) return compareDecimals(a.major, ONE) < 0 ? -1 : 1;
  if (b.major) return compareDecimals(b.major, ONE) < 0 ? 1 : -1;
  return 0;
}

/** A Money object's price: its `value` and `currency` (no code is USD; a code that is not text an unknown currency, as `money`). */
export function priceOf(money: unknown): Price {
  const m = isRecord(money) ? money : {};
  const code = m['currency'];
  return { major: parseDecimal(m['value']), currency: code === undefined ? 'USD' : typeof code === 'string' ? code : '' };
}

const NO_PRICE: Price = { major: { neg: false, digits: '', exp: 0 }, currency: 'USD' };

/** The cents of a price as the platform writes them ("300", "12.5"). */
export function centsText(price: Price): string {
  return price.major ? plainText(price.major, 2) : '0';
}

/** The price in the minor units of its currency (cents; yen for JPY), rounded to a whole unit: what the widgets format. */
export function priceMinorUnits(price: Price): number {
  const units = price.major ? Math.round(Number(plainText(price.major, fractionDigits(price.currency)))) : 0;
  return units === 0 ? 0 : units; // no -0
}

export interface ProductPrices {
  readonly normal: Price;
  readonly sale: Price;
  readonly from: Price;
  readonly onSale: boolean;
  readonly varied: boolean;
}

const NONE: ProductPrices = { normal: NO_PRICE, sale: NO_PRICE, from: NO_PRICE, onSale: false, varied: false };

const extreme = (prices: readonly Price[], sign: 1 | -1): Price =>
  prices.reduce<Price | undefined>((best, p) => (best === undefined || sign * comparePrices(p, best) > 0 ? p : best), undefined) ?? NO_PRICE;

/** What a shopper pays for a variant: its sale price when it is on sale, else its price. */
export const paidPrice = (variant: JsonRecord): Price => priceOf(platformTruthy(variant['onSale']) ? variant['salePriceMoney'] : variant['priceMoney']);

function jsonEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Varied prices: a variant whose `price`, `onSale` or (on sale) `salePrice` differs from the first's. */
export function variantPricesVary(variants: readonly JsonRecord[]): boolean {
  const [first = {}, ...rest] = variants;
  return rest.some(
    (v) =>
      !jsonEqual(v['price'], first['price']) ||
      !jsonEqual(v['onSale'], first['onSale']) ||
      (platformTruthy(first['onSale']) && !jsonEqual(v['salePrice'], first['salePrice'])),
  );
}

/** Read once per product: a product block calls several formatters and predicates on one product. */
const cache = new WeakMap<object, ProductPrices>();

/** The prices of a product (an item's `structuredContent`; anything else has none). */
export function productPrices(product: unknown): ProductPrices {
  if (!isRecord(product)) return readPrices({});
  let prices = cache.get(product);
  if (!prices) cache.set(product, (prices = readPrices(product)));
  return prices;
}

function readPrices(product: JsonRecord): ProductPrices {
  const type = productTypeNumber(product);
  if (type === 2) {
    const normal = priceOf(product['priceMoney']);
    // the from price of a digital product is its price, on sale or not (docs/site-engine.md "Rules the suite found")
    return { normal, sale: priceOf(product['salePriceMoney']), from: normal, onSale: platformTruthy(product['onSale']), varied: false };
  }
  if (type !== 1 && type !== 3 && type !== 4) return NONE;
  const variants = productVariants(product);
  const onSaleVariants = type === 4 ? [] : variants.filter((v) => platformTruthy(v['onSale']));
  return {
    normal: extreme(variants.map((v) => priceOf(v['priceMoney'])), 1),
    sale: extreme(onSaleVariants.map((v) => priceOf(v['salePriceMoney'])), -1),
    from: extreme(variants.map(paidPrice), -1),
    onSale: onSaleVariants.length > 0,
    varied: variantPricesVary(variants),
  };
}

/** On sale: a variant on sale; for a digital product its own `onSale` flag. */
export const isOnSale = (product: unknown): boolean => productPrices(product).onSale;

/** Multiple prices (docs/behaviour.md §4): see `variantPricesVary`. */
export const hasVariedPrices = (product: unknown): boolean => productPrices(product).varied;

/** The regular price in minor units: the highest variant price; a digital product's price. */
export const normalPriceCents = (product: unknown): number => priceMinorUnits(productPrices(product).normal);

/** The sale price in minor units: the lowest sale price of the variants on sale (0 when none); a digital product's sale price. */
export const salePriceCents = (product: unknown): number => priceMinorUnits(productPrices(product).sale);

/** The 'from' price in minor units: the lowest price a shopper can pay (sale prices count). */
export const fromPriceCents = (product: unknown): number => priceMinorUnits(productPrices(product).from);

/** The currency of the product's lowest paid price (USD without one). */
export const productCurrency = (product: unknown): string => productPrices(product).from.currency;
