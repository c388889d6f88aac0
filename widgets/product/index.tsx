import '../common/eager';
import type { Host, Unmount } from '../../src/runtime/host';
import { ProductSchema } from '../../src/contract/product';
import { idleLabel } from '../../src/domain/add-button-label';
import { areReviewsShown, isProductListPage } from '../../src/domain/product-page-rules';
import { isQuantityInputShown } from '../../src/domain/quantity';
import { isSoldOut } from '../../src/domain/stock';
import { frProduct } from '../../src/i18n/product';
import { emit, bridgeCartEvents, failAddToCart } from '../../src/runtime/events';
import { nextTask } from '../../src/runtime/next-task';
import { siteConfig } from '../../src/runtime/settings';
import { warnBlock } from '../../src/runtime/warn';
import { ensureCart } from '../../src/state/cart-actions';
import { hookRestock } from '../restock/hook';
import { readIslandJson } from '../common/read-json';
import type { Activation } from './add-to-cart-button';
import { attributesOf, showButton } from './button-view';
import { addLiveRegion } from './live-region';
import type { Failure } from './purchase';

const inFrame = (): boolean => {
  try {
    return window.top !== window;
  } catch {
    return true;
  }
};

/**
 * The product island (`data-storefront="product"`): validates the embedded product
 * JSON, then enhances the server-rendered block in place: variant picker effects,
 * the add-to-cart button and its flows, Quick View on the product list, reviews.
 * Bad JSON or markup leaves the block as rendered, with one warning.
 */
export const mount = async (el: HTMLElement, host: Host): Promise<Unmount | void> => {
  // a product block owns its markup: one inside another is the outer one's to show
  if (el.parentElement?.closest('[data-storefront="product"]')) return warnBlock(el, 'it is inside another island.');
  const product = readIslandJson(el, ProductSchema, 'product');
  if (!product) return;
  const wrapper = el.querySelector<HTMLElement>('.sqs-add-to-cart-button-wrapper');
  const button = wrapper?.querySelector('.sqs-add-to-cart-button');
  if (!wrapper || !button) return warnBlock(el, 'it has no add-to-cart button (.sqs-add-to-cart-button).');
  const config = siteConfig(host.config);
  bridgeCartEvents();
  void ensureCart();
  await nextTask(); // the checks and the cart's first read above, the block's wiring below: two short tasks, not one long one

  const content = product.structuredContent;
  const title = product.title || product.name || product.id;
  const onGrid = isProductListPage(config, inFrame()) && !el.closest('dialog');
  const quickView = onGrid ? el.querySelector<HTMLElement>('.sqs-product-quick-view-button') : null;
  const template = quickView && (el.cloneNode(true) as HTMLElement); // pristine markup for Quick Views, only where one opens
  const live = addLiveRegion(el);
  const ac = new AbortController();
  const on = (target: Element | null, types: string[], fn: (e: Event) => void) =>
    types.forEach((type) => target?.addEventListener(type, fn, { signal: ac.signal }));
  // The variant picker's effects load when the shopper reaches for a picker (like the loader's islands).
  let sync: { update(say?: boolean): void; restore(): void } | undefined;
  let syncing: Promise<{ update(say?: boolean): void }> | undefined;
  const loadSync = () =>
    (syncing ||= import('./variant-sync').then(
      (m) => (sync = m.createVariantSync(el, content, config, config.productMerchandisingContext[product.id], live)),
      (error: unknown) => {
        syncing = undefined; // the next gesture tries again
        throw error;
      },
    ));
  const ignore = () => undefined; // a chunk that fails to load is tried again by the next gesture that needs it
  const update = (say?: boolean) => void loadSync().then((s) => ac.signal.aborted || s.update(say), ignore);
  on(el.querySelector('.product-variants'), ['pointerdown', 'focusin', 'keydown'], () => void loadSync().catch(ignore));
  on(el, ['change'], (e) => (e.target as Element).closest('.product-variants') && update(true));
  if (el.querySelector('select[data-variant-option-name] option:checked:not([value=""])')) update();
  // The checks and calls behind the button load when the shopper reaches for it.
  type Calls = typeof import('./purchase-calls');
  let loaded: Calls | undefined;
  // the alert comes with the calls, so a failure can still be told when the network is gone
  const calls = () => Promise.all([import('./purchase-calls'), import('./alert')]).then(([m]) => (loaded = m));
  on(wrapper, ['pointerdown', 'focusin', 'keydown'], () => void calls().catch(ignore));
  if (wrapper.contains(document.activeElement)) void calls().catch(ignore); // focused before the mount: reached for already

  // docs/behaviour.md §5: the template renders the quantity input by the same rule; a stale page follows the settings.
  const quantity = el.querySelector<HTMLElement>('.product-quantity-input');
  const quantityHidden = quantity?.hidden;
  if (quantity && !isQuantityInputShown(content, config.store)) quantity.hidden = true;
  const reviews = el.querySelectorAll<HTMLElement>('.product-reviews');
  reviews.forEach((r) => (r.hidden = !areReviewsShown(config.merchandising)));
  if (quickView && template) {
    const open = () => void import('./quick-view').then((m) => m.openQuickView(template, product.id, title, quickView));
    on(quickView, ['click'], open);
    on(quickView, ['keydown'], (e) => ((e as KeyboardEvent).key === 'Enter' || (e as KeyboardEvent).key === ' ') && (e.preventDefault(), open()));
  }

  const restock = hookRestock(el, config, content); // sold-out variants' signup forms, loaded on a gesture

  const opener = () => wrapper.querySelector<HTMLElement>('[role="button"]');
  const fail = (f: Failure, alert: boolean) => {
    failAddToCart({ itemId: product.id, reason: f.reason, message: f.message }, el);
    // offline before the alert's chunk came: the browser's own alert still tells the shopper
    if (alert) void import('./alert').then((m) => m.showAlert(f.message, f.title, opener()), () => window.alert(f.message));
  };
  const activateWith = ({ checkAdd, submitAdd, navigate }: Calls): Activation => {
    const checked = checkAdd(el, product);
    if (!checked.ok) {
      const cue = !!checked.missing?.length;
      if (cue && onGrid) el.querySelectorAll('select[data-variant-option-name]').forEach((s) => s.setAttribute('aria-invalid', 'true'));
      fail(checked, !(cue && onGrid)); // on a list grid, only the visual cue (docs/behaviour.md §5)
      return { ok: false, cue };
    }
    const run = async () => {
      const done = await submitAdd(el, product, config, checked);
      if (!done.ok) return 'cancelled' in done || fail(done, true), false;
      if (done.go) navigate(done.go, done.top);
      else void import('./added-popover').then((m) => m.showAddedPopover(title, opener()));
      return true;
    };
    return { ok: true, run };
  };
  const unavailable = () => fail({ ok: false, reason: 'API_FAILURE', message: frProduct.connectionFailed }, true); // a chunk did not load
  // At once when the chunk is there (it loads as the shopper points at or focuses the button).
  const activate = (): Activation | Promise<Activation> =>
    loaded
      ? activateWith(loaded)
      : calls().then(activateWith, () => {
          unavailable();
          return { ok: false, cue: false };
        });

  const props = {
    itemId: product.id,
    idle: idleLabel(content, button.getAttribute('data-original-label')),
    soldOut: isSoldOut(content),
    addOn: el.dataset.addOn === 'true',
    attributes: attributesOf(button),
    activate,
  };
  const removeButton = await showButton(wrapper, button, props, unavailable); // adopted in place, or rendered (./button-view.ts)
  return () => {
    ac.abort();
    restock();
    removeButton();
    live.remove();
    sync?.restore();
    if (quantity) quantity.hidden = !!quantityHidden;
  };
};
