import type { Formatter } from '../engine/api.js';
import { platformPrices } from './platform-prices.js';
import { isSoldOut } from './platform-stock.js';
import { field } from './read-product.js';
import { localizedString, merchandisingContext } from './site-context.js';

/**
 * `{item|product-status}`: the status mark (SPEC.md 4): "sold out" (or the product's
 * productMerchandisingContext.customSoldOutText when template-truthy, written as text)
 * takes precedence over "sale"; otherwise nothing. Products read as the platform's
 * templates read them (platform-stock.ts, platform-prices.ts).
 */
export const productStatus: Formatter = (item, ctx) => {
  const mark = (kind: string, text: string): string => `<div class="product-mark ${kind}">${ctx.escape.html(text)}</div>`;
  if (isSoldOut(item)) {
    const custom = field(merchandisingContext(ctx, field(item, 'id')), 'customSoldOutText');
    return mark('sold-out', ctx.isTruthy(custom) && ctx.toText(custom).trim() ? ctx.toText(custom) : localizedString(ctx, 'productStatusSoldOutText', 'sold out'));
  }
  return platformPrices(item).onSale ? mark('sale', localizedString(ctx, 'productStatusSaleText', 'sale')) : '';
};
