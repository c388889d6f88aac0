import type { StorefrontEvents } from '../public-api';
import type { ShoppingCart } from '../contract/cart';
import { $cart } from '../state/cart';
import { track } from '../tracking/track';

/** Dispatches a typed `storefront:<name>` event on the document (docs/api.md). */
export const emit = <K extends keyof StorefrontEvents>(name: K, detail: StorefrontEvents[K], target: EventTarget = document): void => {
  try {
    target.dispatchEvent(new CustomEvent('storefront:' + name, { bubbles: true, detail }));
  } catch {
    /* a throwing listener must not break the widget */
  }
};

/**
 * A failed add (docs/behaviour.md §8 "Tracked failure reasons"): the `add-to-cart-failure`
 * event on `target`, and the same reason sent through the tracking module (docs/api.md
 * "Analytics events"). The shopper's message stays on the page: analytics gets the reason.
 */
export const failAddToCart = (detail: StorefrontEvents['add-to-cart-failure'], target: EventTarget = document): void => {
  emit('add-to-cart-failure', detail, target);
  track('add-to-cart-failure', { itemId: detail.itemId, reason: detail.reason });
};

let bridged = false;

/**
 * Mirrors the cart store as events, once per page (docs/api.md "Events"): `cart-ready`
 * once, when the page first knows its cart (read from the server, known to be absent,
 * told by another tab, or answered by an add that came first), then `cart-change` after
 * each change. Installed after the first read, it announces that cart as ready at once.
 */
export const bridgeCartEvents = (): void => {
  if (bridged) return;
  bridged = true;
  let ready = false;
  const announce = (cart: ShoppingCart | null | undefined) => {
    if (cart === undefined) return; // not known yet
    emit(ready ? 'cart-change' : 'cart-ready', { cart });
    ready = true;
  };
  announce($cart.get());
  $cart.listen(announce);
};
