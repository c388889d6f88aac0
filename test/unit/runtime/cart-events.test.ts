// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, entry } from '../../support/cart-fixtures';

/**
 * `cart-ready` once, when the page first knows its cart; `cart-change` only after a
 * change (issue 27 point 4: `cart-change` used to fire at load with `cart: null`).
 * Each test loads the modules afresh: the bridge is installed once a page.
 */
vi.stubGlobal('BroadcastChannel', undefined);

let seen: [string, number | null][];
const record = (e: Event) => {
  const c = (e as CustomEvent<{ cart: { totalQuantity: number } | null }>).detail.cart;
  seen.push([e.type.replace('storefront:', ''), c ? c.totalQuantity : null]);
};

const fresh = async () => {
  vi.resetModules();
  const { $cart, setCart } = await import('../../../src/state/cart');
  const { bridgeCartEvents } = await import('../../../src/runtime/events');
  const actions = await import('../../../src/state/cart-actions');
  return { $cart, setCart, bridgeCartEvents, ...actions };
};

beforeEach(() => {
  seen = [];
  document.addEventListener('storefront:cart-ready', record);
  document.addEventListener('storefront:cart-change', record);
});
afterEach(() => {
  document.removeEventListener('storefront:cart-ready', record);
  document.removeEventListener('storefront:cart-change', record);
  vi.unstubAllGlobals();
  vi.stubGlobal('BroadcastChannel', undefined);
});

describe('the cart events', () => {
  it('a page without a cart says cart-ready with null, and no cart-change', async () => {
    const { bridgeCartEvents, ensureCart } = await fresh();
    bridgeCartEvents();
    await ensureCart(); // no cookie: no cart, no request
    expect(seen).toEqual([['cart-ready', null]]);
  });

  it('then each change is a cart-change, and the same cart answered again is none', async () => {
    const { $cart, bridgeCartEvents, setCart } = await fresh();
    bridgeCartEvents();
    $cart.set(null);
    setCart(cart([entry({ quantity: 2 })]));
    setCart(cart([entry({ quantity: 2 })]));
    setCart(cart([entry({ quantity: 3 })]));
    expect(seen).toEqual([['cart-ready', null], ['cart-change', 2], ['cart-change', 3]]);
  });

  it('installed after the first read, it says cart-ready at once', async () => {
    const { $cart, bridgeCartEvents } = await fresh();
    $cart.set(cart([entry({ quantity: 1 })]));
    bridgeCartEvents();
    bridgeCartEvents(); // once a page
    expect(seen).toEqual([['cart-ready', 1]]);
  });

  it("an add before any read: the page's cart is read first (no cookie: none), so the add is a cart-change", async () => {
    const { bridgeCartEvents, addEntry } = await fresh();
    const { AddEntryResponseSchema } = await import('../../../src/contract/calls');
    const body = AddEntryResponseSchema.parse({ shoppingCart: cart([entry({ quantity: 1 })]), newlyAdded: entry() });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))));
    bridgeCartEvents();
    const result = await addEntry({ itemId: 'tee-classic', sku: 'TEE-S-BLANC', quantity: 1 });
    expect(result.ok).toBe(true);
    expect(seen).toEqual([['cart-ready', null], ['cart-change', 1]]);
  });
});
