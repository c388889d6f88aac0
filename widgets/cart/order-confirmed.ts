import type { Host } from '../../src/runtime/host';
import { OrderConfirmedConfigSchema } from '../../src/contract/order';
import { warnBlock } from '../../src/runtime/warn';
import { setCart } from '../../src/state/cart';
import { checkoutConfirmedPayload, purchasePayload, track } from '../../src/tracking';
import { startTrackingAfterLoad } from '../../src/tracking/start';

const TRACKED_KEY = 'storefront:order-tracked:';

/** Whether this order's events were sent in this tab already (a reload sends them once). */
const firstTime = (orderId: string): boolean => {
  try {
    if (sessionStorage.getItem(TRACKED_KEY + orderId)) return false;
    sessionStorage.setItem(TRACKED_KEY + orderId, '1');
  } catch {
    /* no storage (sandboxed frame, privacy mode): send, at worst twice */
  }
  return true;
};

/**
 * The order-confirmed island (`data-storefront="order-confirmed"`, page type 202):
 * reads `order` from the page configuration and sends the checkout-confirmed and
 * purchase events (docs/behaviour.md §7) once per order. A storefront cart that was ordered is
 * gone: the other tabs are told, so their cart pages and pills empty without reload.
 * It changes nothing in the page.
 */
export const mount = (el: HTMLElement, host: Host): void => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const parsed = OrderConfirmedConfigSchema.safeParse(host.config);
  if (!parsed.success) return warnBlock(el, `the page configuration has no valid "order" (${parsed.error.message}).`);
  const { order } = parsed.data;
  if (!order.kind || order.kind === 'cart') setCart(null);
  if (!firstTime(order.orderId)) return;
  track('checkout-confirmed', checkoutConfirmedPayload(order));
  track('purchase', purchasePayload(order));
};
