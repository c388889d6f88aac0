import { comparePrices, paidPrice, priceOf, type ProductPrices, variantPricesVary } from '../../domain/product-prices';
import { productVariants } from '../../domain/product-type';
import type { Formatter } from '../engine/api';
import { isObject, isTruthy } from '../engine/values';
import { pricesMarkup } from './product-price';
import { listItems, productTypeOf, size, structured } from './read-product';

type Structured = Readonly<Record<string, unknown>>;

/** A variant's first pricing option (a list or an object by index, as the platform), null when it has none there; undefined without options. */
const firstOption = (variant: Structured): unknown => (size(variant['pricingOptions']) > 0 ? (listItems(variant['pricingOptions'])[0] ?? null) : undefined);

/**
 * The subscription prices of a physical or service product: the first pricing option
 * of the variant with the lowest paid price (ranked as src/domain/product-prices.ts
 * ranks prices, the first of equals): its price, its sale price when it is on sale,
 * "from" when the variants' prices vary. None when that variant has no option or a
 * variant is not an object.
 */
export function subscriptionPrices(item: unknown): ProductPrices | undefined {
  const type = productTypeOf(item);
  const list = structured(item)['variants'];
  const variants = productVariants(structured(item));
  const cheapest = variants.reduce<Structured>((best, v) => (comparePrices(paidPrice(v), paidPrice(best)) < 0 ? v : best), variants[0] ?? {});
  const first = firstOption(cheapest);
  if ((type !== 1 && type !== 3) || first === undefined || (Array.isArray(list) && !isObject(list[0]))) return undefined;
  const option: Structured = isObject(first) ? first : {};
  const onSale = isTruthy(option['onSale']);
  const normal = priceOf(option['priceMoney']);
  const sale = priceOf(option['salePriceMoney']);
  return { normal, sale, from: onSale ? sale : normal, onSale, varied: variantPricesVary(variants) };
}

/**
 * `{item|subscription-price}`: the price of the first variant's first pricing option
 * (subscriptionPrices above), shaped as `product-price` shapes a price ("from", sale, single);
 * empty inside when the product is not physical or service or has no pricing option.
 */
export const subscriptionPrice: Formatter = (item, ctx) => {
  const prices = subscriptionPrices(item);
  return `<div class="subscription-price">\n${prices ? pricesMarkup(ctx, prices) : ''}\n</div>`;
};
