import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, makeApp, visitor } from '../server/helpers.js';

afterEach(cleanup);

type Visitor = ReturnType<typeof visitor>;

const order = (v: Visitor, email = 'a@example.com') =>
  v.request('POST', '/commerce/goto-checkout', new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', email }).toString(), {
    'Content-Type': 'application/x-www-form-urlencoded',
  });

describe('prices including VAT, order numbers, the empty checkout (issue 26 points 1 to 3)', () => {
  it('computes the VAT as a part of a tax-included total, never added', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('tee-classic', 'TEE-S-BLANC', 2);
    const cart = (await (await v.cart()).json()) as { subtotalCents: number; taxCents: number; shippingCostCents: number; grandTotalCents: number };
    expect(cart).toMatchObject({ subtotalCents: 5000, taxCents: 833, shippingCostCents: 590, grandTotalCents: 5590 });
  });

  it('numbers orders #1001, #1002… and shows the number, not the long id, on the confirmation', async () => {
    const app = makeApp();
    const numbers: string[] = [];
    for (const email of ['a@example.com', 'b@example.com']) {
      const v = visitor(app);
      await v.open();
      await v.add('carnet-simple', 'CARNET-A5', 1);
      const placed = await order(v, email);
      expect(placed.status).toBe(303);
      const html = await (await v.request('GET', placed.headers.get('Location') ?? '')).text();
      numbers.push(/class="order-id order-number"[^>]*>([^<]*)</.exec(html)?.[1] ?? '');
    }
    expect(numbers).toEqual(['#1001', '#1002']);
  });

  it('says how many are left when a quantity is above the stock, and the out-of-stock message when none is left', async () => {
    const v = visitor(makeApp());
    await v.open();
    const over = await v.add('tee-classic', 'TEE-M-BLANC', 3);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ message: "Il n'en reste que 2." });
    expect((await v.add('tee-classic', 'TEE-M-BLANC', 2)).status).toBe(200);
    expect(await (await v.add('tee-classic', 'TEE-M-BLANC', 1)).json()).toEqual({ message: 'Malheureusement, cet article est en rupture de stock.' });
  });

  it('a fresh visit to the checkout says the cart is empty and links to the shop, without a session error', async () => {
    const v = visitor(makeApp());
    const html = await (await v.request('GET', '/commerce/goto-checkout')).text();
    expect(html).toContain('Votre panier est vide.');
    expect(html).toContain('href="/shop"');
    expect(html).not.toContain('Votre session a expiré');
  });
});
