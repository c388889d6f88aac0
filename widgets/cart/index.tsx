import { createRoot } from 'react-dom/client';
import type { Host, Unmount } from '../../src/runtime/host';
import { siteConfig } from '../../src/runtime/settings';
import { bridgeCartEvents } from '../../src/runtime/events';
import { $cart } from '../../src/state/cart';
import { ensureCart } from '../../src/state/cart-actions';
import { FormAnswersEditor } from '../form/cart-editor';
import { adoptA11yStyle } from '../common/a11y-style';
import { keepFocus } from '../common/keep-focus';
import { CartView } from './cart-view';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/**
 * The cart island (`data-storefront="cart"`, docs/markup-contract.md): the
 * server-rendered cart stays as it is until the cart store is known, then the live
 * cart takes its place with the same classes; a control focused meanwhile keeps focus
 * on its counterpart (issue 15). Unmounting puts the server's markup back.
 */
export const mount = (el: HTMLElement, host: Host): Unmount => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const config = siteConfig(host.config);
  bridgeCartEvents();
  const original = Array.from(el.childNodes);
  let root: ReturnType<typeof createRoot> | null = null;
  const stop = $cart.subscribe((cart) => {
    if (cart === undefined || root) return;
    const next = (root = createRoot(el));
    keepFocus(el, () => {
      el.replaceChildren();
      next.render(<CartView config={config} Editor={FormAnswersEditor} />);
    });
  });
  adoptA11yStyle();
  void ensureCart();
  return () => {
    stop();
    root?.unmount();
    el.replaceChildren(...original);
  };
};
