import { looseNumber } from '../../domain/loose.js';
import type { Formatter } from '../engine/api.js';
import { field } from './read-product.js';

/** `{cart|cart-quantity}`: the number of items, the sum of the entries' quantities. */
export const cartQuantity: Formatter = (cart) => {
  const entries = field(cart, 'entries');
  const total = Array.isArray(entries) ? entries.reduce<number>((sum, e) => sum + (looseNumber(field(e, 'quantity')) ?? 0), 0) : 0;
  return `<span class="sqs-cart-quantity">${total}</span>`;
};

/** `{cart|cart-subtotal}`: retired by the platform; it prints a notice, not an amount. */
export const cartSubtotal: Formatter = () => 'deprecated, do not use';

/** `{@|cart-url}`: the cart page (SPEC.md 2 "Routes and paths"). */
export const cartUrl: Formatter = () => '/cart';
