import type { Formatter } from '../engine/api.js';
import { subscriptionPrices } from './platform-prices.js';
import { pricesMarkup } from './product-price.js';

/**
 * `{item|subscription-price}`: the price of the first variant's first pricing option
 * (platform-prices.ts), shaped as `product-price` shapes a price ("from", sale, single);
 * empty inside when the product is not physical or service or has no pricing option.
 */
export const subscriptionPrice: Formatter = (item, ctx) => {
  const prices = subscriptionPrices(item);
  return `<div class="subscription-price">\n${prices ? pricesMarkup(ctx, prices) : ''}\n</div>`;
};
