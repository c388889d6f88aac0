/**
 * The code a product page runs at mount, shared by every widget chunk. Each chunk
 * entry (and each lazy chunk of the product widget) imports this module, so esbuild
 * reaches all of it from the same entry points and emits it as ONE shared chunk
 * instead of many small ones (code splitting cuts at every difference in who imports
 * what; each extra file costs its own gzip overhead and request). A module that the
 * template engine chunk also imports (src/domain rules) still lands in a second shared
 * chunk. Keep this list to what a product page loads anyway: the product, cart-pill
 * and cart-quantity islands (scripts/product-page-files.ts).
 */
export * from 'preact/jsx-runtime';
export * from '../react-shim/react';
export * from '../react-shim/react-dom-client';
export * from '../../src/contract/zod';
export * from '../../src/contract/constants';
export * from '../../src/contract/money';
export * from '../../src/contract/cart';
export * from '../../src/contract/config';
export * from '../../src/contract/product';
export * from '../../src/contract/responses';
export * from '../../src/runtime/settings';
export * from '../../src/runtime/events';
export * from '../../src/runtime/warn';
export * from '../../src/api/client';
export * from '../../src/state/cookies';
export * from '../../src/state/should-load-cart';
export * from '../../src/state/cart';
export * from '../../src/state/cart-actions';
export * from '../../src/i18n/product';
export * from '../../src/domain/money';
export * from '../../src/domain/loose';
export * from '../../src/domain/product-type';
export * from '../../src/domain/stock';
export * from '../../src/domain/product-prices';
export * from '../../src/domain/variant-price';
export * from '../../src/domain/product-display-state';
export * from '../../src/domain/quantity';
export * from '../../src/domain/variant-options';
export * from '../../src/domain/cart-pill';
export * from '../cart/use-cart';
export { mount as mountCartPill } from '../cart-pill/index';
export { mount as mountCartQuantity } from '../cart-quantity/index';
