import { subscriptionFromPrice } from '../../domain/subscription-price.js';
import type { Formatter } from '../engine/api.js';
import { moneyMarkup } from './money-markup.js';
import { readStructuredContent } from './read-product.js';

/**
 * `{item|subscription-price}`: the lowest price a subscriber pays under the variants'
 * pricing options, "from" it when those prices differ; empty inside when the product
 * has no pricing options.
 */
/** A Money object without a currency code is no price on the platform (test/diff), not the SPEC's USD default of the widgets. */
const withoutCurrency = (money: { currencyCode?: unknown; currency?: unknown } | undefined): boolean =>
  money !== undefined && (typeof (money.currencyCode ?? money.currency) !== 'string' || (money.currencyCode ?? money.currency) === '');

export const subscriptionPrice: Formatter = (item, ctx) => {
  const product = readStructuredContent(item);
  const variants = product.variants?.map((v) => ({ ...v, pricingOptions: v.pricingOptions?.filter((o) => !withoutCurrency(o.priceMoney)) }));
  const price = subscriptionFromPrice({ ...product, ...(variants ? { variants } : {}) });
  let body = '';
  if (price) {
    const money = moneyMarkup(ctx, price.cents, price.currency);
    body = price.varied ? `from ${money}\n` : money;
  }
  return `<div class="subscription-price">\n${body}\n</div>`;
};
