import type { ShoppingCart } from '../contract/cart';
import { AddEntryRequestSchema } from '../contract/calls';
import { messageFor } from '../api/messages';
import { addEntry } from '../state/cart-actions';
import { emit, failAddToCart } from './events';

/**
 * Shows the product-added popover for the item's title; closing it with focus inside gives focus back to
 * `opener` (the widgets' own popover, handed in by the runtime chunk's entry).
 */
export type ShowAddedPopover = (title: string, opener: HTMLElement | null) => void;

/**
 * `Storefront.push(['addToCart', input])` from a theme developer's own button, with the
 * add-to-cart button's feedback (docs/api.md "Commands"): `add-to-cart` with `adding`, then
 * `added` (or `''` after a failure); a failed call dispatches `add-to-cart-failure` (reason
 * `API_FAILURE`, the shopper message of docs/behaviour.md §8) and rejects with that message;
 * a success shows the product-added popover unless the input says `popover: false`.
 * Input that is not an add (a missing sku, quantity 0) rejects with a `TypeError` and
 * dispatches nothing: it is the page's mistake, not the shopper's.
 */
export const addToCartCommand = async (raw: unknown, showPopover: ShowAddedPopover): Promise<ShoppingCart> => {
  const { popover = true, ...fields } = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const input = AddEntryRequestSchema.safeParse(typeof raw === 'object' && raw !== null ? { quantity: 1, ...fields } : raw);
  if (!input.success) throw new TypeError('addToCart: ' + input.error.message);
  if (typeof popover !== 'boolean') throw new TypeError('addToCart: popover must be true or false');
  const { itemId } = input.data;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null; // the page's own button, usually
  emit('add-to-cart', { itemId, status: 'adding' });
  const result = await addEntry(input.data);
  if (!result.ok) {
    const message = messageFor(result.error);
    failAddToCart({ itemId, reason: 'API_FAILURE', message });
    emit('add-to-cart', { itemId, status: '' });
    throw new Error(message);
  }
  emit('add-to-cart', { itemId, status: 'added' });
  if (popover) showPopover(result.value.newlyAdded.title, opener);
  return result.value.shoppingCart;
};
