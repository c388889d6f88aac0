import type { Result } from '../api/errors';
import type { AddEntryRequest } from '../contract/calls';
import type { AddEntryResponse } from '../contract/responses';
import type { ShoppingCart } from '../contract/cart';
import { request } from '../api/client';
import { routes } from '../contract/constants';
import { AddEntryResponseSchema, GetCartResponseSchema } from '../contract/responses';
import { $cart, setCart, syncAcrossTabs } from './cart';
import { shouldLoadCart } from './should-load-cart';

let loading: Promise<ShoppingCart | null> | null = null;

/**
 * Loads the cart once per page when docs/behaviour.md §4's rule allows it (shouldLoadCart);
 * otherwise the page has no cart (null) and nothing is fetched.
 */
export const ensureCart = (): Promise<ShoppingCart | null> => {
  syncAcrossTabs();
  const current = $cart.get();
  if (current !== undefined) return Promise.resolve(current);
  if (!shouldLoadCart()) {
    $cart.set(null);
    return Promise.resolve(null);
  }
  return (loading ||= refreshCart().finally(() => (loading = null)));
};

/** GET /api/commerce/shopping-cart (docs/behaviour.md §7). A 404 means there is no cart. */
export const refreshCart = async (): Promise<ShoppingCart | null> => {
  const result = await request(routes.cart, {
    schema: GetCartResponseSchema,
    query: { mock: 'false', timecode: String(Date.now()), calculateSubtotal: 'true' },
  });
  if (result.ok) {
    setCart(result.value);
    return result.value;
  }
  if (result.error.kind === 'server' && result.error.status === 404) setCart(null);
  else if ($cart.get() === undefined) $cart.set(null);
  return $cart.get() ?? null;
};

/** POST /api/commerce/shopping-cart/entries; the store follows on success. */
export const addEntry = async (input: AddEntryRequest): Promise<Result<AddEntryResponse>> => {
  syncAcrossTabs();
  // the cart as it was is known before the add changes it (docs/api.md: `cart-ready`, then `cart-change`),
  // with no request of its own: a load under way is awaited; no cookie means no cart (docs/behaviour.md §4)
  if ($cart.get() === undefined) {
    if (loading) await loading;
    else if (!shouldLoadCart()) $cart.set(null);
  }
  const result = await request(routes.entries, { method: 'POST', body: input, schema: AddEntryResponseSchema });
  if (result.ok) setCart(result.value.shoppingCart);
  return result;
};
