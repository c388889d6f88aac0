import { QUANTITY_INPUT, isMultipleQuantityAllowedForServices } from '../../domain/quantity';
import type { Formatter } from '../engine/api';
import { outputText } from '../engine/values';
import { quantityInputStock } from '../../domain/stock';
import { field, productTypeOf, structured } from './read-product';
import { platformBoolean } from '../../domain/platform-number';
import { storeSettings } from './site-context';

/**
 * `{item|quantity-input}`: number input 1 to 9999, step 1, default 1, label "Quantity"
 * (docs/behaviour.md §5 "Quantity input"), only where the quantity rule shows it: physical items,
 * or service items when the store allows several, not subscribable (read as the price reads it),
 * with more than 1 in stock (src/domain/stock.ts). Else no value (as the platform).
 */
export const quantityInput: Formatter = (item, ctx) => {
  const type = productTypeOf(item);
  const allowed = type === 1 || (type === 3 && isMultipleQuantityAllowedForServices(storeSettings(ctx)));
  if (!allowed || platformBoolean(structured(item)['isSubscribable']) || quantityInputStock(structured(item)) <= 1) return undefined;
  const { html, htmlattr } = ctx.escape;
  const label = QUANTITY_INPUT.defaultLabel; // the platform's label is not translatable (docs/site-engine.md "Rules the suite found")
  const { min, max, step, defaultValue } = QUANTITY_INPUT;
  return (
    `<div class="product-quantity-input" data-item-id="${htmlattr(outputText(field(item, 'id')))}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${html(label)}:</div>\n` +
    `  <input aria-label="${htmlattr(label)}" size="4" max="${max}" min="${min}" value="${defaultValue}" type="number" step="${step}"></input>\n` +
    '</div>'
  );
};
