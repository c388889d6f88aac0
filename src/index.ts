/**
 * The ESM library entry for bundler users: the shared contract, the pure rules,
 * the API client and the stores. Script-tag users get `window.Storefront` instead.
 */
export * from './contract/index';
export type { ApiError, Result } from './api/errors';
export { request, errorFor } from './api/client';
export { messageFor } from './api/messages';
/** The owner's restock calls (docs/behaviour.md §7), for an owner page of the project's own. */
export { listRestockGroups, listRestockSignUps, sendAllRestock, sendRestock, signUpForRestock } from './api/restock-owner';
export { $cart, setCart } from './state/cart';
export { ensureCart, refreshCart, addEntry } from './state/cart-actions';
export { shouldLoadCart, isSignedIn } from './state/should-load-cart';
export * from './domain/add-button-machine';
export * from './domain/content/index';
export { PageType, pageTypeOf } from './domain/page-types';
export { WebsiteRole, websiteRoleOf } from './domain/roles';
export type { StorefrontApi, StorefrontCommand, StorefrontCommands, StorefrontEvents } from './public-api';
