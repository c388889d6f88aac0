import type { StorefrontEvents } from '../public-api';
import { $cart } from '../state/cart';

/** Dispatches a typed `storefront:<name>` event on the document (docs/api.md). */
export const emit = <K extends keyof StorefrontEvents>(name: K, detail: StorefrontEvents[K], target: EventTarget = document): void => {
  try {
    target.dispatchEvent(new CustomEvent('storefront:' + name, { bubbles: true, detail }));
  } catch {
    /* a throwing listener must not break the widget */
  }
};

let bridged = false;

/** Mirrors the cart store as `storefront:cart-change` events, once per page. */
export const bridgeCartEvents = (): void => {
  if (bridged) return;
  bridged = true;
  $cart.listen((cart) => emit('cart-change', { cart: cart ?? null }));
};
