import { useSyncExternalStore } from 'react';
import type { ShoppingCart } from '../../src/contract/cart';
import { $cart } from '../../src/state/cart';

const subscribe = (onChange: () => void) => $cart.listen(onChange);
const read = () => $cart.get();
/** Server rendering and hydration (the React entry): not loaded yet. */
const notLoaded = () => undefined;

/**
 * The cart store as React state: every change (this tab, or another tab through
 * the BroadcastChannel) re-renders the cart page. Plain useSyncExternalStore, so it
 * works the same on the preact shim of the script-tag build and on the app's React
 * (the cart pill and the React entry use it too).
 */
export const useCart = (): ShoppingCart | null | undefined => useSyncExternalStore(subscribe, read, notLoaded);
