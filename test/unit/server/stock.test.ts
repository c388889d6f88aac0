import { afterEach, describe, expect, it } from 'vitest';
import { AddEntryResponseSchema, GetCartResponseSchema } from '../../../src/contract/index.js';
import { cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

describe('stock under concurrency', () => {
  it('never lets a cart hold more than the stock, however many adds race', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    await v.add('carnet-simple', 'CARNET-A5', 1); // the cart exists, the races share it
    const results = await Promise.all(Array.from({ length: 60 }, () => v.add('carnet-simple', 'CARNET-A5', 1)));
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(49);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
    const cart = GetCartResponseSchema.parse(await (await v.cart()).json());
    expect(cart.totalQuantity).toBe(50);
  });

  it('holds across two apps (two connections) on the same data folder', async () => {
    const dataDir = tempDataDir();
    const a = visitor(makeApp({ dataDir }));
    await a.open();
    await a.add('tee-classic', 'TEE-M-BLANC', 1);
    const b = visitor(makeApp({ dataDir }));
    for (const [k, val] of a.jar) b.jar.set(k, val);
    const both = await Promise.all([a.add('tee-classic', 'TEE-M-BLANC', 1), b.add('tee-classic', 'TEE-M-BLANC', 1)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('totals', () => {
  it('computes subtotal (sale price), the flat tax included in the prices (the example store), shipping and the grand total', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('sweat-solde', 'SWEAT-M', 1); // 45.00 on sale (59.00)
    const res = await v.add('guide-numerique', 'GUIDE-PDF', 2); // 2 x 9.00
    const cart = AddEntryResponseSchema.parse(await res.json()).shoppingCart;
    expect(cart).toMatchObject({
      subtotalCents: 6300,
      taxCents: 1050, // 6300 × 20 / 120: the VAT part, not added
      shippingCostCents: 590,
      discountCents: 0,
      grandTotalCents: 6300 + 590,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('charges no shipping for purely digital carts and from the free-shipping subtotal', async () => {
    const v = visitor(makeApp());
    await v.open();
    const digital = AddEntryResponseSchema.parse(await (await v.add('carte-cadeau', 'GIFT-25', 1)).json()).shoppingCart;
    expect(digital).toMatchObject({ purelyDigital: true, requiresShipping: false, shippingCostCents: 0 });
    const big = AddEntryResponseSchema.parse(await (await v.add('sac-cuir', 'SAC-CUIR', 1)).json()).shoppingCart;
    expect(big).toMatchObject({ subtotalCents: 20500, shippingCostCents: 0, requiresShipping: true, purelyDigital: false });
  });
});

describe('persistence', () => {
  it('keeps the cart across a re-created app on the same data folder, without reseeding', async () => {
    const dataDir = tempDataDir();
    const first = makeApp({ dataDir });
    const v = visitor(first);
    await v.open();
    const added = AddEntryResponseSchema.parse(await (await v.add('tee-classic', 'TEE-S-NOIR', 3)).json());
    first.close();
    const again = visitor(makeApp({ dataDir }));
    for (const [k, val] of v.jar) again.jar.set(k, val);
    const cart = GetCartResponseSchema.parse(await (await again.cart()).json());
    expect(cart.id).toBe(added.shoppingCart.id);
    expect(cart.totalQuantity).toBe(3);
  });
});
