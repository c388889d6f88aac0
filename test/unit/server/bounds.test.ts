import { afterEach, describe, expect, it } from 'vitest';
import { ADDITIONAL_FIELDS_MAX, CART_QUANTITY_MAX, ID_MAX } from '../../../src/contract/index.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const SUBSCRIPTION = '/api/3/commerce/cart/subscription';

describe('write inputs bounded by the shared contract (issue 28 rows 3, 12, 14)', () => {
  it('a subscription cart refuses long answers and long ids with 400, not 404', async () => {
    const v = visitor(makeApp());
    await v.open();
    const ok = { itemId: 'cafe-abonnement', sku: 'CAFE-250' };
    const long = await v.request('POST', SUBSCRIPTION, { ...ok, additionalFields: 'x'.repeat(ADDITIONAL_FIELDS_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: { additionalFields: 'Cette valeur est trop longue.' } });
    expect((await v.request('POST', SUBSCRIPTION, { ...ok, itemId: 'x'.repeat(ID_MAX + 1) })).status).toBe(400);
    expect((await v.request('POST', SUBSCRIPTION, { ...ok, sku: 'x'.repeat(ID_MAX + 1) })).status).toBe(400);
    expect((await v.request('POST', SUBSCRIPTION, { ...ok, subscriptionOptionId: 'x'.repeat(ID_MAX + 1) })).status).toBe(400);
    expect((await v.request('POST', SUBSCRIPTION, ok)).status).toBe(200);
  });

  it('adds that would sum past the cart maximum are refused, for one entry and for the cart', async () => {
    const v = visitor(makeApp());
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await v.add('guide-numerique', 'GUIDE-PDF', 9999)).status);
    expect(statuses).toEqual([200, 409, 409]);
    const cart = (await (await v.cart()).json()) as { totalQuantity: number; entries: { quantity: number }[] };
    expect(cart.entries.map((e) => e.quantity)).toEqual([9999]);
    expect(cart.totalQuantity).toBeLessThanOrEqual(CART_QUANTITY_MAX);

    const w = visitor(makeApp());
    await w.open();
    expect((await w.add('guide-numerique', 'GUIDE-PDF', 5000, '{"a":1}')).status).toBe(200);
    expect((await w.add('guide-numerique', 'GUIDE-PDF', 5000, '{"a":2}')).status).toBe(409); // another entry, the same cart
    expect((await w.add('guide-numerique', 'GUIDE-PDF', 4999, '{"a":2}')).status).toBe(200);
    const entry = ((await (await w.cart()).json()) as { entries: { id: string }[] }).entries[0]!;
    expect((await w.request('PUT', `/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: 5001 })).status).toBe(409);
  });

  it("a normal product's quantity 1.5 says the normal wording; a subscription's its own", async () => {
    const v = visitor(makeApp());
    await v.open();
    const normal = await v.add('carnet-simple', 'CARNET-A5', 1.5);
    expect(normal.status).toBe(400);
    expect(await normal.json()).toMatchObject({ errors: { quantity: 'Quantity must be a whole number' } });
    const subscription = await v.request('POST', SUBSCRIPTION, { itemId: 'cafe-abonnement', sku: 'CAFE-250', qty: 1.5 });
    expect(await subscription.json()).toMatchObject({ errors: { qty: 'La quantité doit être un nombre entier.' } });
  });
});
