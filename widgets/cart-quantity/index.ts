import type { Host, Unmount } from '../../src/runtime/host';
import { bridgeCartEvents } from '../../src/runtime/events';
import { $cart, cartQuantity } from '../../src/state/cart';
import { ensureCart } from '../../src/state/cart-actions';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/**
 * Keeps the `cart-quantity` formatter's `<span class="sqs-cart-quantity">N</span>`
 * live: wrap it in `data-storefront="cart-quantity"` and its number follows the cart
 * in this tab and the others. No React: it only sets text.
 */
export const mount = (el: HTMLElement, _host: Host): Unmount => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  bridgeCartEvents();
  const target = el.querySelector('.sqs-cart-quantity') ?? el;
  const original = target.textContent;
  const stop = $cart.subscribe((cart) => {
    if (cart !== undefined) target.textContent = String(cartQuantity(cart));
  });
  void ensureCart();
  return () => {
    stop();
    target.textContent = original;
  };
};
