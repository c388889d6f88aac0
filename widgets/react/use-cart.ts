import { useEffect } from 'react';
import type { ShoppingCart } from '../../src/contract/cart';
import { ensureCart } from '../../src/state/cart-actions';
import { useCart as useCartStore } from '../cart/use-cart';

/**
 * The shared cart as React state: `undefined` while loading, `null` without a cart.
 * On mount it loads the cart by docs/behaviour.md §4's rule (`ensureCart`: only when the shopper
 * is signed in or a has-cart or cart cookie exists, once per page); every later change
 * (an add, the script-tag widgets, another tab) re-renders.
 */
export const useCart = (): ShoppingCart | null | undefined => {
  useEffect(() => void ensureCart(), []);
  return useCartStore();
};
