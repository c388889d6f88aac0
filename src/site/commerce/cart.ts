import { instantOf } from '../../domain/dates/instant';
import type { Formatter } from '../engine/api';
import { field } from './read-product';

/**
 * `{cart|cart-quantity}`: the number of items, the sum of the entries' quantities, each read
 * as the platform reads a number from the data (as the date formatters do: "2.5", "3abc" is 3,
 * missing 0, `true` 1); text with no number makes the sum NaN, as the platform (test/unit/site/engine/platform-rules.test.ts "cart-quantity reads each quantity as the date…").
 */
export const cartQuantity: Formatter = (cart) => {
  const entries = field(cart, 'entries');
  const total = Array.isArray(entries) ? entries.reduce<number>((sum, e) => sum + (instantOf(field(e, 'quantity')) ?? NaN), 0) : 0;
  return `<span class="sqs-cart-quantity">${total}</span>`;
};

/** `{cart|cart-subtotal}`: retired by the platform; it prints a notice, not an amount. */
export const cartSubtotal: Formatter = () => 'deprecated, do not use';

/** `{@|cart-url}`: the cart page (docs/behaviour.md §2 "Routes and paths"). */
export const cartUrl: Formatter = () => '/cart';
