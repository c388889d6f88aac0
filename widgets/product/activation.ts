import { frProduct } from '../../src/i18n/product';
import { failAddToCart } from '../../src/runtime/events';
import { onGesture } from '../common/lazy-part';
import type { Activation } from './add-to-cart-button';
import type { ProductBlock } from './block';
import { addedPopoverPart, alertPart, alertShopper, purchaseCallsPart } from './parts';
import type { Failure } from './purchase';

type Calls = typeof import('./purchase-calls');

/**
 * What the add-to-cart button runs when pressed (`activate`), and how it tells the
 * shopper a chunk did not load (`unavailable`). The checks and calls behind it load when
 * the shopper reaches for the button (or `reach` is called: the product widget calls it
 * after load and idle), the alert with them, so a failure can still be told when the
 * network is gone.
 */
export const wireActivation = (block: ProductBlock): { activate: () => Activation | Promise<Activation>; unavailable: () => void; reach: () => void } => {
  const { wrapper, signal } = block;
  let loaded: Calls | undefined;
  const calls = () => Promise.all([purchaseCallsPart(), alertPart()]).then(([m]) => (loaded = m));
  const ignore = () => undefined; // tried again by the next gesture
  // the popover comes with them, so it is there when the add succeeds (a slow network would show it late)
  const reach = () => void Promise.all([calls(), addedPopoverPart()]).catch(ignore);
  onGesture(wrapper, reach, signal);
  if (wrapper.contains(document.activeElement)) reach(); // focused before the mount: reached for already

  const fail = failWith(block);
  const unavailable = () => fail({ ok: false, reason: 'API_FAILURE', message: frProduct.connectionFailed }, true);
  // at once when the chunk is there (it loads as the shopper points at or focuses the button)
  const activate = (): Activation | Promise<Activation> =>
    loaded
      ? activateWith(block, loaded, fail)
      : calls().then(
          (m) => activateWith(block, m, fail),
          (): Activation => {
            unavailable();
            return { ok: false, cue: false };
          },
        );
  return { activate, unavailable, reach };
};

type Fail = (f: Failure, alert: boolean) => void;

/** A failed add: the `add-to-cart-failure` event, and the message in an alert when `alert`. */
const failWith =
  ({ el, product, wrapper }: ProductBlock): Fail =>
  (f, alert) => {
    failAddToCart({ itemId: product.id, reason: f.reason, message: f.message }, el);
    // a quantity to correct gets focus back once the alert closes; else the button
    const back = f.quantity ? el.querySelector<HTMLElement>('.product-quantity-input input') : wrapper.querySelector<HTMLElement>('[role="button"]');
    if (alert) alertShopper(f.message, f.title, back);
  };

/** The checks, then (when they pass) the add to run: the popover after it, or the page it goes to. */
const activateWith = (block: ProductBlock, { checkAdd, submitAdd, navigate }: Calls, fail: Fail): Activation => {
  const { el, product, config, onGrid, signal } = block;
  const checked = checkAdd(el, product);
  if (!checked.ok) {
    const cue = !!checked.missing?.length;
    if (cue && onGrid) el.querySelectorAll('select[data-variant-option-name]').forEach((s) => s.setAttribute('aria-invalid', 'true'));
    if (checked.quantity) markQuantityInvalid(el, signal);
    fail(checked, !(cue && onGrid)); // on a list grid, only the visual cue (docs/behaviour.md §5)
    return { ok: false, cue };
  }
  const run = async () => {
    const done = await submitAdd(el, product, config, checked);
    if (!done.ok) {
      if (!('cancelled' in done)) fail(done, true);
      return false;
    }
    if (done.go) navigate(done.go, done.top);
    else showAdded(block, checked);
    return true;
  };
  return { ok: true, run };
};

/** The latest the popover waits for the button's added state: a button that left the page (its Quick View closed) never shows it. */
const ADDED_LATEST_MS = 3000;

/** Calls `then` once the block's button shows its added state ("Ajout effectué !"), or after ADDED_LATEST_MS. */
const whenAdded = (wrapper: HTMLElement, then: () => void): void => {
  const shown = () => !!wrapper.querySelector('.sf-add-button--added');
  const go = () => {
    observer.disconnect();
    clearTimeout(latest);
    then();
  };
  const observer = new MutationObserver(() => shown() && go());
  const latest = setTimeout(go, ADDED_LATEST_MS);
  observer.observe(wrapper, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
};

/**
 * The added popover, with the item's picture, options, quantity and price, once the button
 * says "Ajout effectué !" (docs/behaviour.md §4), so the two never disagree ("Ajouté au
 * panier" beside "Ajout en cours..."). The block's live region says it was added meanwhile.
 */
const showAdded = ({ product, title, config, wrapper }: ProductBlock, line: { sku: string; quantity: number }): void => {
  const popover = addedPopoverPart();
  popover.catch(() => undefined); // reported by lazyPart; the add itself succeeded
  whenAdded(wrapper, () =>
    void popover.then(
      (m) => m.showAddedItem(product, title, line, config.locale, wrapper.querySelector<HTMLElement>('[role="button"]')),
      () => undefined,
    ),
  );
};

/** The quantity field said invalid (the alert says why) until the shopper changes it (issue 32 row 10). */
const markQuantityInvalid = (el: HTMLElement, signal: AbortSignal): void => {
  const input = el.querySelector<HTMLInputElement>('.product-quantity-input input');
  if (!input) return;
  input.setAttribute('aria-invalid', 'true');
  input.addEventListener('input', () => input.removeAttribute('aria-invalid'), { once: true, signal });
};
