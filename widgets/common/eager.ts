/**
 * The code a product page runs at mount, shared by every widget chunk. Each chunk
 * entry (and each lazy chunk of the product widget) imports this module, so esbuild
 * reaches all of it from the same entry points and emits it as ONE shared chunk
 * instead of many small ones (code splitting cuts at every difference in who imports
 * what; each extra file costs its own gzip overhead and request). Keep this list to
 * what a product page runs at mount: the product, cart-pill and cart-quantity islands
 * (scripts/size-files.ts). esbuild splits by file and keeps every statement of
 * a file that any chunk uses, so a file listed here should not carry rules only a lazy
 * chunk needs (put those in their own file: see src/domain/product-type.ts isSubscribable).
 * The contract's schema modules arrive here as compiled validators, never zod
 * (scripts/contract-validators.ts). No preact: a product page renders nothing with it at
 * mount (the add-to-cart button is adopted, widgets/product/button-view.ts); the chunks
 * that render share it in a chunk of its own.
 */
export * from '../../src/contract/constants';
export * from '../../src/contract/money';
export * from '../../src/contract/cart';
export * from '../../src/contract/config';
export * from '../../src/contract/product';
export * from '../../src/contract/responses';
export * from '../../src/runtime/settings';
export * from '../../src/runtime/events';
export * from '../../src/runtime/warn';
export * from './read-json';
export * from '../../src/api/client';
export * from '../../src/state/cookies';
export * from '../../src/state/should-load-cart';
export * from '../../src/state/cart';
export * from '../../src/state/cart-actions';
export * from '../../src/i18n/product';
export * from '../../src/domain/money-format';
export * from '../../src/domain/loose';
export * from '../../src/domain/product-type';
export * from '../../src/domain/stock';
export * from '../../src/domain/quantity';
export * from '../../src/domain/cart-pill';
export * from '../../src/domain/add-button-label';
export * from './a11y-style';
export * from './lazy-part';
export { mount as mountCartPill } from '../cart-pill/index';
export { mount as mountCartQuantity } from '../cart-quantity/index';
// tracking: a few bytes that import the tracking chunk after load and idle (./tracking-start.ts),
// and the analytics seam the widgets publish records through (track.ts: here rather than a chunk
// of its own, which the tracking chunk and each lazy widget part that fires an event would fetch)
export * from '../../src/tracking/consent';
export * from '../../src/tracking/track';
import { startTrackingAfterLoad } from './tracking-start';
startTrackingAfterLoad();
