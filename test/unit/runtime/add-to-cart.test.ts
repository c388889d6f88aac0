// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddEntryResponseSchema } from '../../../src/contract/calls';
import { addToCartCommand } from '../../../src/runtime/add-to-cart';
import { failAddToCart } from '../../../src/runtime/events';
import { $cart } from '../../../src/state/cart';
import { cart, entry } from '../../support/cart-fixtures';

/**
 * `Storefront.push(['addToCart', …])` gives the shopper the button's feedback (issue 27
 * point 4): the `add-to-cart` and `add-to-cart-failure` events, and the product-added
 * popover unless `popover: false`.
 */
vi.stubGlobal('BroadcastChannel', undefined); // keep this file's cart to itself

const added = AddEntryResponseSchema.parse({ shoppingCart: cart([entry({ title: 'Carnet A5' })]), newlyAdded: entry({ title: 'Carnet A5' }) });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let seen: [string, unknown][];
const record = (e: Event) => seen.push([e.type.replace('storefront:', ''), (e as CustomEvent).detail]);
const TYPES = ['storefront:add-to-cart', 'storefront:add-to-cart-failure'];

beforeEach(() => {
  seen = [];
  $cart.set(null);
  for (const t of TYPES) document.addEventListener(t, record);
});
afterEach(() => {
  for (const t of TYPES) document.removeEventListener(t, record);
  vi.unstubAllGlobals();
  vi.stubGlobal('BroadcastChannel', undefined);
  $cart.set(undefined);
  document.body.replaceChildren();
});

describe('the addToCart command', () => {
  it('dispatches adding then added, shows the popover with the added title, focus to come back to the page button', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, added))));
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    const popover = vi.fn();
    const result = await addToCartCommand({ itemId: 'carnet-simple', sku: 'CARNET-A5' }, popover);
    expect(result.totalQuantity).toBe(1);
    expect(seen).toEqual([
      ['add-to-cart', { itemId: 'carnet-simple', status: 'adding' }],
      ['add-to-cart', { itemId: 'carnet-simple', status: 'added' }],
    ]);
    expect(popover).toHaveBeenCalledWith('Carnet A5', button);
    expect($cart.get()?.totalQuantity).toBe(1);
  });

  it('shows no popover when the call says popover: false, and still dispatches the events', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(200, added)));
    vi.stubGlobal('fetch', fetch);
    const popover = vi.fn();
    await addToCartCommand({ itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2, popover: false }, popover);
    expect(popover).not.toHaveBeenCalled();
    expect(seen.map(([, d]) => (d as { status: string }).status)).toEqual(['adding', 'added']);
    // `popover` is the SDK's option, not part of the call
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2 });
  });

  it('on a failed call dispatches add-to-cart-failure with the shopper message, resets the status and rejects', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(429, { message: 'Veuillez réessayer dans quelques secondes.' }))));
    const popover = vi.fn();
    await expect(addToCartCommand({ itemId: 'carnet-simple', sku: 'CARNET-A5' }, popover)).rejects.toThrow('Veuillez réessayer dans quelques secondes.');
    expect(seen).toEqual([
      ['add-to-cart', { itemId: 'carnet-simple', status: 'adding' }],
      ['add-to-cart-failure', { itemId: 'carnet-simple', reason: 'API_FAILURE', message: 'Veuillez réessayer dans quelques secondes.' }],
      ['add-to-cart', { itemId: 'carnet-simple', status: '' }],
    ]);
    expect(popover).not.toHaveBeenCalled();
  });

  it('sends each failure reason through the tracking module too, without the shopper message (docs/behaviour.md §8)', async () => {
    const tracked: unknown[] = [];
    const listen = (e: Event) => tracked.push((e as CustomEvent<{ event: string; payload: unknown }>).detail);
    document.addEventListener('storefront:analytics', listen);
    try {
      vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(500, { message: 'Panne' }))));
      await expect(addToCartCommand({ itemId: 'carnet-simple', sku: 'CARNET-A5' }, vi.fn())).rejects.toThrow('Panne');
      const block = document.createElement('div');
      document.body.append(block);
      failAddToCart({ itemId: 'tee-classic', reason: 'NO_VARIANT_SELECTED', message: 'Veuillez choisir Taille.' }, block);
      block.remove();
      expect(tracked).toEqual([
        expect.objectContaining({ event: 'add-to-cart-failure', payload: { itemId: 'carnet-simple', reason: 'API_FAILURE' } }),
        expect.objectContaining({ event: 'add-to-cart-failure', payload: { itemId: 'tee-classic', reason: 'NO_VARIANT_SELECTED' } }),
      ]);
      expect(seen.filter(([type]) => type === 'add-to-cart-failure').map(([, d]) => (d as { reason: string }).reason)).toEqual(['API_FAILURE', 'NO_VARIANT_SELECTED']);
    } finally {
      document.removeEventListener('storefront:analytics', listen);
    }
  });

  it("refuses input that is no add with a TypeError, dispatching nothing (the page's mistake, not the shopper's)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(addToCartCommand({ itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 0 }, vi.fn())).rejects.toThrow(TypeError);
    await expect(addToCartCommand({ itemId: 'carnet-simple', sku: 'CARNET-A5', popover: 'non' }, vi.fn())).rejects.toThrow(/popover/);
    expect(seen).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
