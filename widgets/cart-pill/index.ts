import type { Host, Unmount } from '../../src/runtime/host';
import { siteConfig } from '../../src/runtime/settings';
import { bridgeCartEvents } from '../../src/runtime/events';
import { isPillShown, pillLabel, pillName } from '../../src/domain/cart-pill';
import { formatMoney } from '../../src/domain/money-format';
import { $cart, cartQuantity } from '../../src/state/cart';
import { adoptA11yStyle } from '../common/a11y-style';
import { ensureCart } from '../../src/state/cart-actions';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/**
 * The cart pill island (`data-storefront="cart-pill"`, an `<a href="/cart">`): shows
 * the live count and subtotal, hidden at 0. Plain DOM text, the markup of `CartPill`
 * (./cart-pill.tsx, which the React entry renders), so it needs no hooks at mount. Being
 * a plain link without a target, inside a design-preview frame /cart opens through the
 * frame's location (docs/behaviour.md §2).
 */
export const mount = (el: HTMLElement, host: Host): Unmount => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const config = siteConfig(host.config);
  bridgeCartEvents();
  const original = Array.from(el.childNodes);
  const wasHidden = el.hidden;
  const label = el.getAttribute('aria-label');
  adoptA11yStyle(); // focus ring, and room kept below focused controls (widgets/common/a11y-style.ts)
  const count = document.createElement('span');
  count.className = 'sf-cart-pill__count';
  const subtotal = document.createElement('span');
  subtotal.className = 'sf-cart-pill__subtotal';
  // the server-rendered label stays until the cart is known: no flash of "0 items", no shift
  const stop = $cart.subscribe((cart) => {
    if (cart === undefined) return;
    const quantity = cartQuantity(cart);
    el.hidden = !isPillShown(quantity);
    // an empty cart's pill is hidden: nothing to say yet, and no Intl formatter to set up
    // (the page's costliest call at mount); the texts are written when it shows
    if (!cart || el.hidden) return;
    const money = formatMoney(cart.subtotalCents, config.currency, config.locale);
    count.textContent = pillLabel(quantity);
    subtotal.textContent = money;
    el.replaceChildren(count, subtotal);
    // "1 item, 25,00 €": the spans' texts would run together in the link's name (issue 14 point 5)
    el.setAttribute('aria-label', pillName(quantity, money));
  });
  void ensureCart();
  return () => {
    stop();
    el.replaceChildren(...original);
    el.hidden = wasHidden;
    if (label) el.setAttribute('aria-label', label);
    else el.removeAttribute('aria-label');
  };
};
