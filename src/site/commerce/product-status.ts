import { statusMark } from '../../domain/product-display-state.js';
import type { Formatter } from '../engine/api.js';
import { field, readStructuredContent } from './read-product.js';
import { localizedString, merchandisingContext } from './site-context.js';

/**
 * `{item|product-status}`: the status mark (SPEC.md 4): "sold out" (or the product's
 * productMerchandisingContext.customSoldOutText) takes precedence over "sale";
 * otherwise nothing.
 */
export const productStatus: Formatter = (item, ctx) => {
  const custom = field(merchandisingContext(ctx, field(item, 'id')), 'customSoldOutText');
  const mark = statusMark(readStructuredContent(item), {
    customSoldOutText: typeof custom === 'string' ? custom : undefined,
    soldOut: localizedString(ctx, 'productStatusSoldOutText', 'sold out'),
    sale: localizedString(ctx, 'productStatusSaleText', 'sale'),
  });
  if (!mark) return '';
  return `<div class="product-mark ${mark.kind}">${ctx.escape.html(mark.text)}</div>`;
};
