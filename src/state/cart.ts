import { atom } from 'nanostores';
import type { ShoppingCart } from '../contract/cart';
import { ShoppingCartSchema } from '../contract/cart';

/**
 * The cart store shared by every widget of the page and, through a
 * BroadcastChannel, by every tab of the site. `undefined` = not loaded yet,
 * `null` = no cart.
 */
export const $cart = atom<ShoppingCart | null | undefined>(undefined);

const CHANNEL = 'storefront:cart';
let channel: BroadcastChannel | null = null;

const openChannel = (): BroadcastChannel | null => {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const parsed = ShoppingCartSchema.safeParse(event.data);
      if (parsed.success) {
        if (!sameCart($cart.get(), parsed.data)) $cart.set(parsed.data);
      }
      else if (event.data === null) $cart.set(null);
    };
  } catch {
    channel = null;
  }
  return channel;
};

/** The same cart answered twice (a reload, another tab's echo) changes nothing. */
const sameCart = (a: ShoppingCart | null | undefined, b: ShoppingCart | null): boolean =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets the cart here and tells the site's other tabs. An identical cart is not
 * announced again here, but is always broadcast: the other tabs may differ.
 */
export const setCart = (cart: ShoppingCart | null): void => {
  if (!sameCart($cart.get(), cart)) $cart.set(cart);
  try {
    openChannel()?.postMessage(cart);
  } catch {
    /* a closed channel must not break the page */
  }
};

/** Starts listening to the other tabs (idempotent). */
export const syncAcrossTabs = (): void => {
  openChannel();
};

/** Total quantity, 0 without a cart. */
export const cartQuantity = (cart: ShoppingCart | null | undefined): number => (cart ? cart.totalQuantity : 0);
