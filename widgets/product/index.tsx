import type { Host, Unmount } from '../../src/runtime/host';
import { idleLabel } from '../../src/domain/add-button-label';
import { isSoldOut } from '../../src/domain/stock';
import { bridgeCartEvents } from '../../src/runtime/events';
import { nextTask } from '../../src/runtime/next-task';
import { siteConfig } from '../../src/runtime/settings';
import { ensureCart } from '../../src/state/cart-actions';
import { hookRestock } from '../restock/hook';
import { wireActivation } from './activation';
import type { AddToCartButtonProps } from './add-to-cart-button';
import { isOnGrid, readBlock, type ProductBlock } from './block';
import { attributesOf, showButton } from './button-view';
import { replayEarlyChange } from './early-change';
import { addLiveRegion } from './live-region';
import { applyPageSettings } from './page-settings';
import { wireQuickView } from './quick-view-button';
import { wireVariants } from './wire-variants';
import { startTrackingAfterLoad } from '../../src/tracking/start';
import { afterLoadAndIdle } from '../../src/runtime/after-load';
import { buttonRenderPart } from './parts';

/**
 * The product island (`data-storefront="product"`): validates the embedded product
 * JSON, then enhances the server-rendered block in place, one named step each: Quick
 * View on the product list, the variant picker's effects, the site's settings, the
 * restock forms, the add-to-cart button and its flows. Bad JSON or markup leaves the
 * block as rendered, with one warning; a mount that fails (a chunk that did not load)
 * undoes its steps, and the loader tries again on the next gesture.
 */
export const mount = async (el: HTMLElement, host: Host): Promise<Unmount | void> => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const checked = readBlock(el);
  if (!checked) return;
  const config = siteConfig(host.config);
  bridgeCartEvents();
  void ensureCart();
  await nextTask(); // the checks and the cart's first read above, the block's wiring below: two short tasks, not one long one

  const ac = new AbortController();
  const title = checked.product.title || checked.product.name || checked.product.id;
  const beforeLive = { el, ...checked, config, title, onGrid: isOnGrid(el, config), signal: ac.signal };
  wireQuickView(beforeLive); // copies the block as the server rendered it: first
  const block: ProductBlock = { ...beforeLive, live: addLiveRegion(el) };
  const undo = [() => ac.abort(), () => block.live.remove(), wireVariants(block), applyPageSettings(block)];
  undo.push(hookRestock(el, config, block.product.structuredContent)); // sold-out variants' signup forms, loaded on a gesture
  replayEarlyChange(el); // an option changed before the start is said once (issue 32 row 4)
  const unmount = () => undo.forEach((step) => step());
  const { activate, unavailable, reach } = wireActivation(block);
  const props = buttonProps(block, activate);
  try {
    undo.push(await showButton(block.wrapper, block.button, props, unavailable)); // adopted in place, or rendered (./button-view.ts)
  } catch (error) {
    unmount();
    throw error;
  }
  if (!props.soldOut) afterLoadAndIdle(() => ac.signal.aborted || loadPressParts(reach));
  return unmount;
};

/**
 * What the button's first press needs, loaded once the page has loaded and the browser is
 * idle: the button's component and the checks, calls, alert and popover behind it. So the
 * first press shows "Ajout en cours..." at once, not after the chunks' round trips on a
 * slow network (docs/performance.md). A failure here is tried again by the shopper's
 * gesture or press (widgets/common/lazy-part.ts).
 */
const loadPressParts = (reach: () => void): void => {
  reach();
  buttonRenderPart().catch(() => undefined);
};

/** The add-to-cart button's props, read from the product and the server's button. */
const buttonProps = ({ el, product, button, config }: ProductBlock, activate: AddToCartButtonProps['activate']): AddToCartButtonProps => ({
  itemId: product.id,
  idle: idleLabel(product.structuredContent, button.getAttribute('data-original-label'), button.hasAttribute('data-is-subscription')),
  soldOut: isSoldOut(product.structuredContent),
  soldOutText: config.productMerchandisingContext[product.id]?.customSoldOutText,
  addOn: el.dataset.addOn === 'true',
  opensForm: !!(product.structuredContent.additionalFieldsForm || product.structuredContent.additionalFieldsFormId),
  attributes: attributesOf(button),
  activate,
});
