import type { Formatter } from '../engine/api.js';
import { addToCartBtn } from './add-to-cart-btn.js';
import { quantityInput } from './quantity-input.js';
import { variantsSelect } from './variants-select.js';

/**
 * `{item|product-checkout}`: the whole purchase block of a product: variant picker,
 * quantity input and add-to-cart button, each by its own formatter, separated by the
 * blank lines of the platform's block template.
 */
export const productCheckout: Formatter = (item, ctx) => {
  const part = (f: Formatter) => String(f(item, ctx) ?? '');
  return `${part(variantsSelect)}${'\n'.repeat(7)}${part(quantityInput)}${'\n'.repeat(7)}${part(addToCartBtn)}`;
};
