import type { Formatter } from '../engine/api';
import { isOnSale } from '../../domain/product-prices';
import { isSoldOut } from '../../domain/stock';
import { field, structured } from './read-product';
import { givenLabel, merchandisingContext } from './site-context';

/**
 * `{item|product-status}`: the status mark (docs/behaviour.md §4): "sold out" (or the product's
 * productMerchandisingContext.customSoldOutText when it gives one: text not empty, a number or a boolean)
 * takes precedence over "sale"; otherwise nothing. The platform's texts are not
 * translatable through `localizedStrings` (test/unit/site/commerce/platform-reading.test.ts "writes a product's own sold-out text when given…"). Products read as the platform's
 * templates read them (src/domain/stock.ts, product-prices.ts).
 */
export const productStatus: Formatter = (item, ctx) => {
  // quotes escaped too, as the platform writes the text (test/unit/site/commerce/platform-reading.test.ts "escapes quotes in the sold-out text, and writes an…")
  const mark = (kind: string, text: string): string => `<div class="product-mark ${kind}">${ctx.escape.htmlattr(text)}</div>`;
  if (isSoldOut(structured(item))) {
    const custom = field(merchandisingContext(ctx, field(item, 'id')), 'customSoldOutText');
    return mark('sold-out', givenLabel(custom) ?? 'sold out');
  }
  return isOnSale(structured(item)) ? mark('sale', 'sale') : '';
};
