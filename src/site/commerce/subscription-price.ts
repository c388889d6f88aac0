import { subscriptionFromPrice } from '../../domain/subscription-price.js';
import type { Formatter } from '../engine/api.js';
import { formatPlainAmount } from '../../domain/money.js';
import { moneyMarkup } from './money-markup.js';
import { parseDecimal } from './platform-prices.js';
import { readStructuredContent } from './read-product.js';

/**
 * `{item|subscription-price}`: the lowest price a subscriber pays under the variants'
 * pricing options, "from" it when those prices differ; empty inside when the product
 * has no pricing options.
 */
/** Product types whose variants carry subscription pricing on the platform: physical (1) and service (3) (test/diff). */
const PRICED_TYPES: ReadonlySet<number> = new Set([1, 3]);

export const subscriptionPrice: Formatter = (item, ctx) => {
  const product = readStructuredContent(item);
  const price = PRICED_TYPES.has(Number(product.productType)) ? subscriptionFromPrice(product) : undefined;
  let body = '';
  if (price) {
    const money = moneyMarkup(ctx, { major: parseDecimal(formatPlainAmount(price.cents, price.currency)), currency: price.currency });
    body = price.varied ? `from ${money}\n` : money;
  }
  return `<div class="subscription-price">\n${body}\n</div>`;
};
