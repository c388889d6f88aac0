/**
 * `storefront-sdk/react`: hooks and components for React apps that render their own
 * product pages. They use the app's own React (a peer dependency) and share the cart
 * store with the script-tag widgets and the other tabs. docs/api.md "React".
 */
export { useCart } from './use-cart';
export { useAddToCart, addToCartError } from './use-add-to-cart';
export type { AddToCartError, AddToCartInput, AddToCartStatus, UseAddToCart } from './use-add-to-cart';
export { AddToCartButton } from './add-to-cart-button';
export type { AddToCartButtonProps } from './add-to-cart-button';
export { CartPill } from './cart-pill';
export type { CartPillProps } from './cart-pill';
