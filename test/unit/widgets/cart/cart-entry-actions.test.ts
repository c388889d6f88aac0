// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../../../src/state/cart';
import { removeEntry, updateAdditionalFields, updateQuantity, withQuantity, withoutEntry } from '../../../../src/state/cart-entry-actions';
import { cart, entry, guide } from '../../../support/cart-fixtures';

// Node's BroadcastChannel reaches the other test threads: keep this file's cart to itself.
vi.stubGlobal('BroadcastChannel', undefined);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch whose answers the test releases by hand. */
const heldFetch = () => {
  const calls: { url: string; init: RequestInit; answer: (r: Response) => void }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => new Promise<Response>((answer) => calls.push({ url, init, answer })));
  return calls;
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('optimistic cart changes (pure)', () => {
  it('changes a quantity: line, subtotal, grand total and count follow', () => {
    const next = withQuantity(cart([entry(), guide]), 'e1', 3);
    expect(next.entries[0]?.quantity).toBe(3);
    expect(next.entries[0]?.subTotal).toEqual({ value: '75.00', currency: 'EUR' });
    expect(next.subtotalCents).toBe(8400);
    expect(next.grandTotalCents).toBe(cart([entry(), guide]).grandTotalCents + 5000);
    expect(next.totalQuantity).toBe(4);
  });

  it('removes an entry', () => {
    const next = withoutEntry(cart([entry(), guide]), 'e2');
    expect(next.entries.map((e) => e.id)).toEqual(['e1']);
    expect(next.subtotalCents).toBe(2500);
    expect(next.totalQuantity).toBe(1);
  });
});

describe('updateQuantity / removeEntry / updateAdditionalFields', () => {
  beforeEach(() => $cart.set(cart([entry(), guide])));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('BroadcastChannel', undefined);
  });

  it('shows the new quantity at once, then the server cart', async () => {
    const calls = heldFetch();
    const done = updateQuantity('e1', 2);
    expect($cart.get()?.entries[0]?.quantity).toBe(2);
    await tick();
    expect(calls[0]?.url).toBe('/api/commerce/shopping-cart/entries/e1');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ quantity: 2 });
    const server = cart([entry({ quantity: 2 }), guide], { taxCents: 1180 });
    calls[0]?.answer(json(200, { shoppingCart: server }));
    const result = await done;
    expect(result.ok).toBe(true);
    expect($cart.get()?.taxCents).toBe(1180);
  });

  it('puts the cart back when the call fails', async () => {
    const before = $cart.get();
    const calls = heldFetch();
    const done = removeEntry('e2');
    expect($cart.get()?.entries).toHaveLength(1);
    await tick();
    expect(calls[0]?.init.method).toBe('DELETE');
    calls[0]?.answer(json(500, { message: 'boom' }));
    const result = await done;
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 500, message: 'boom', fieldErrors: {} } });
    expect($cart.get()).toBe(before);
  });

  it('reloads the server cart when something else changed the cart meanwhile', async () => {
    const calls = heldFetch();
    const done = updateQuantity('e1', 5);
    await tick();
    const fromOtherTab = cart([entry({ quantity: 7 })]);
    $cart.set(fromOtherTab);
    calls[0]?.answer(json(409, { message: 'stock' }));
    await tick();
    await tick();
    expect(calls[1]?.url).toMatch(/^\/api\/commerce\/shopping-cart\?/);
    const server = cart([entry({ quantity: 7 })], { id: 'c1', taxCents: 1 });
    calls[1]?.answer(json(200, server));
    expect((await done).ok).toBe(false);
    expect($cart.get()?.taxCents).toBe(1);
  });

  it('sends calls one after another and keeps a later optimistic change until its own answer', async () => {
    const calls = heldFetch();
    const first = updateQuantity('e1', 2);
    const second = updateQuantity('e1', 3);
    expect($cart.get()?.entries[0]?.quantity).toBe(3);
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]?.answer(json(200, { shoppingCart: cart([entry({ quantity: 2 }), guide]) }));
    await first;
    expect($cart.get()?.entries[0]?.quantity).toBe(3);
    await tick();
    calls[1]?.answer(json(200, { shoppingCart: cart([entry({ quantity: 3 }), guide]) }));
    await second;
    expect($cart.get()?.entries[0]?.quantity).toBe(3);
  });

  it('replaces custom answers with PUT …/additionalFields (item, sku, answers)', async () => {
    const calls = heldFetch();
    const withAnswers = entry({ additionalFields: '[{"label":"a","value":"x"}]' });
    const done = updateAdditionalFields(withAnswers, '[{"label":"a","value":"y"}]');
    await tick();
    expect(calls[0]?.url).toBe('/api/commerce/shopping-cart/entries/e1/additionalFields');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ itemId: 'tee-classic', sku: 'TEE-S-BLANC', additionalFields: '[{"label":"a","value":"y"}]' });
    const updated = entry({ additionalFields: '[{"label":"a","value":"y"}]' });
    calls[0]?.answer(json(200, { shoppingCart: cart([updated]), updatedEntry: updated }));
    expect((await done).ok).toBe(true);
    expect($cart.get()?.entries[0]?.additionalFields).toBe('[{"label":"a","value":"y"}]');
  });
});
