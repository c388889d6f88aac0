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
 * the shopper reaches for the button, the alert with them, so a failure can still be told
 * when the network is gone.
 */
export const wireActivation = (block: ProductBlock): { activate: () => Activation | Promise<Activation>; unavailable: () => void } => {
  const { wrapper, signal } = block;
  let loaded: Calls | undefined;
  const calls = () => Promise.all([purchaseCallsPart(), alertPart()]).then(([m]) => (loaded = m));
  const ignore = () => undefined; // tried again by the next gesture
  onGesture(wrapper, () => void calls().catch(ignore), signal);
  if (wrapper.contains(document.activeElement)) void calls().catch(ignore); // focused before the mount: reached for already

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
  return { activate, unavailable };
};

type Fail = (f: Failure, alert: boolean) => void;

/** A failed add: the `add-to-cart-failure` event, and the message in an alert when `alert`. */
const failWith =
  ({ el, product, wrapper }: ProductBlock): Fail =>
  (f, alert) => {
    failAddToCart({ itemId: product.id, reason: f.reason, message: f.message }, el);
    if (alert) alertShopper(f.message, f.title, wrapper.querySelector<HTMLElement>('[role="button"]'));
  };

/** The checks, then (when they pass) the add to run: the popover after it, or the page it goes to. */
const activateWith = (block: ProductBlock, { checkAdd, submitAdd, navigate }: Calls, fail: Fail): Activation => {
  const { el, product, config, title, onGrid, wrapper } = block;
  const checked = checkAdd(el, product);
  if (!checked.ok) {
    const cue = !!checked.missing?.length;
    if (cue && onGrid) el.querySelectorAll('select[data-variant-option-name]').forEach((s) => s.setAttribute('aria-invalid', 'true'));
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
    else void addedPopoverPart().then((m) => m.showAddedPopover(title, wrapper.querySelector<HTMLElement>('[role="button"]')), () => undefined); // the live region says it was added
    return true;
  };
  return { ok: true, run };
};
