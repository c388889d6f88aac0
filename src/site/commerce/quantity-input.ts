import { QUANTITY_INPUT, isQuantityInputShown } from '../../domain/quantity.js';
import type { Formatter } from '../engine/api.js';
import { field, readStructuredContent, scalarText } from './read-product.js';
import { localizedString, storeSettings } from './site-context.js';

/**
 * `{item|quantity-input}`: number input 1 to 9999, step 1, default 1, label "Quantity"
 * (SPEC.md 5 "Quantity input"), only where the quantity rule shows it.
 */
export const quantityInput: Formatter = (item, ctx) => {
  const product = readStructuredContent(item);
  if (!isQuantityInputShown(product, storeSettings(ctx))) return '';
  const { html, htmlattr } = ctx.escape;
  const label = localizedString(ctx, 'productQuantityInputText', QUANTITY_INPUT.defaultLabel);
  const { min, max, step, defaultValue } = QUANTITY_INPUT;
  return (
    `<div class="product-quantity-input" data-item-id="${htmlattr(scalarText(field(item, 'id')))}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${html(label)}:</div>\n` +
    `  <input aria-label="${htmlattr(label)}" size="4" max="${max}" min="${min}" value="${defaultValue}" type="number" step="${step}"></input>\n` +
    '</div>'
  );
};
