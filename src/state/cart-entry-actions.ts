import type { Result } from '../api/errors';
import type { CartEntry, ShoppingCart } from '../contract/cart';
import { request } from '../api/client';
import { routes } from '../contract/constants';
import { CartResponseSchema, UpdateAdditionalFieldsResponseSchema } from '../contract/responses';
import { formatPlainAmount, moneyCurrency } from '../domain/money';
import { $cart, setCart, syncAcrossTabs } from './cart';
import { refreshCart } from './cart-actions';

/**
 * The cart page's entry calls (issue 4): change a quantity, remove an entry, replace
 * its custom form answers. Quantity and removal are optimistic: the store shows the
 * change at once (in this tab only), the server's cart replaces it on success (and
 * reaches the other tabs), and on failure the cart goes back to what it was.
 * Calls run one after another so their answers arrive in order.
 */
let chain: Promise<unknown> = Promise.resolve();
let pending = 0;
const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
};

/**
 * The cart with one entry's quantity changed; its `subTotal` (a major-unit decimal, like
 * the server's), the subtotal and the count follow (taxes and shipping wait for the server).
 */
export const withQuantity = (cart: ShoppingCart, entryId: string, quantity: number): ShoppingCart => {
  const entries = cart.entries.map((e) =>
    e.id === entryId
      ? { ...e, quantity, subTotal: { ...e.subTotal, value: formatPlainAmount(e.purchasePriceCents * quantity, moneyCurrency(e.subTotal)) } }
      : e,
  );
  return recount(cart, entries);
};

/** The cart without one entry. */
export const withoutEntry = (cart: ShoppingCart, entryId: string): ShoppingCart =>
  recount(cart, cart.entries.filter((e) => e.id !== entryId));

const recount = (cart: ShoppingCart, entries: CartEntry[]): ShoppingCart => {
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  return {
    ...cart,
    entries,
    subtotalCents,
    grandTotalCents: cart.grandTotalCents + subtotalCents - cart.subtotalCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
  };
};

/**
 * Shows `optimistic` now, then sends the call; on failure puts `before` back, or, when
 * something else changed the cart meanwhile, reloads the server's cart.
 */
const optimistically = async (
  change: (cart: ShoppingCart) => ShoppingCart,
  send: () => Promise<Result<{ shoppingCart: ShoppingCart }>>,
): Promise<Result<ShoppingCart>> => {
  syncAcrossTabs();
  const before = $cart.get();
  const optimistic = before ? change(before) : undefined;
  if (optimistic) $cart.set(optimistic);
  pending++;
  const result = await inOrder(send).finally(() => pending--);
  if (result.ok) {
    // A later change is still on its way: its optimistic cart stays until its own answer.
    if (pending === 0) setCart(result.value.shoppingCart);
    return { ok: true, value: result.value.shoppingCart };
  }
  if ($cart.get() === optimistic) $cart.set(before);
  else if (optimistic) await inOrder(refreshCart);
  return result;
};

/** PUT /api/commerce/shopping-cart/entries/{entryId} with `{ quantity }` (docs/backend.md). */
export const updateQuantity = (entryId: string, quantity: number): Promise<Result<ShoppingCart>> =>
  optimistically(
    (cart) => withQuantity(cart, entryId, quantity),
    () => request(routes.entry(entryId), { method: 'PUT', body: { quantity }, schema: CartResponseSchema }),
  );

/** DELETE /api/commerce/shopping-cart/entries/{entryId}. */
export const removeEntry = (entryId: string): Promise<Result<ShoppingCart>> =>
  optimistically(
    (cart) => withoutEntry(cart, entryId),
    () => request(routes.entry(entryId), { method: 'DELETE', schema: CartResponseSchema }),
  );

/** PUT …/entries/{entryId}/additionalFields (docs/behaviour.md §7): not optimistic, the answers come back from the server. */
export const updateAdditionalFields = async (entry: CartEntry, additionalFields: string): Promise<Result<ShoppingCart>> => {
  syncAcrossTabs();
  const result = await inOrder(() =>
    request(routes.entryAdditionalFields(entry.id), {
      method: 'PUT',
      body: { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields },
      schema: UpdateAdditionalFieldsResponseSchema,
    }),
  );
  if (!result.ok) return result;
  setCart(result.value.shoppingCart);
  return { ok: true, value: result.value.shoppingCart };
};
