import { afterEach, describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../../src/contract/index.js';
import { SubscriptionCartResponseSchema } from '../../../examples/server/schemas.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

type Visitor = ReturnType<typeof visitor>;

const form = (v: Visitor, path: string, fields: Record<string, string>) =>
  v.request('POST', path, new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', email: 'a@example.com', ...fields }).toString(), {
    'Content-Type': 'application/x-www-form-urlencoded',
  });

const pageType = (html: string) =>
  SiteConfigSchema.parse(JSON.parse(/id="storefront-config">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')).pageType;

const stockOf = async (v: Visitor, itemId: string, sku: string) => {
  const body = (await (await v.request('GET', `/__test/stock/${itemId}`)).json()) as { results: { sku: string; qtyInStock: number }[] };
  return body.results.find((r) => r.sku === sku)?.qtyInStock;
};

describe('checkout journey', () => {
  it('places an order from the cart: order stored, stock decremented, cart purchased, cookies cleared', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('tee-classic', 'TEE-S-BLANC', 2);
    await v.add('guide-numerique', 'GUIDE-PDF', 1);
    const cartId = v.jar.get('CART');
    const summary = await (await v.request('GET', '/commerce/goto-checkout')).text();
    expect(summary).toContain('T-shirt classique');
    expect(summary).toContain('name="crumb"');
    expect(pageType(summary)).toBe(201);

    const placed = await form(v, '/commerce/goto-checkout', {});
    expect(placed.status).toBe(303);
    const location = placed.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/commerce\/order-confirmed\/\w+$/);
    expect(v.jar.has('CART')).toBe(false);

    const confirmed = await (await v.request('GET', location)).text();
    expect(pageType(confirmed)).toBe(202);
    expect(confirmed).toContain('Commande confirmée');
    expect(await stockOf(v, 'tee-classic', 'TEE-S-BLANC')).toBe(18);
    const orders = (await (await v.request('GET', '/__test/orders')).json()) as { orders: { cart_id: string; subtotal_cents: number }[] };
    expect(orders.orders).toHaveLength(1);
    expect(orders.orders[0]).toMatchObject({ cart_id: cartId, subtotal_cents: 5900 });
    const stored = (await (await v.request('GET', `/__test/carts/${cartId}`)).json()) as { cart: { is_purchased: number } };
    expect(stored.cart.is_purchased).toBe(1);
    expect((await v.cart()).status).toBe(404);
  });

  it('blocks checkout below the minimum subtotal, without a cart, and on a bad crumb', async () => {
    const v = visitor(makeApp());
    await v.open();
    const noCart = await (await v.request('GET', '/commerce/goto-checkout')).text();
    expect(noCart).toContain('checkout-blocked');
    await v.add('guide-numerique', 'GUIDE-PDF', 1);
    const low = await (await v.request('GET', '/commerce/goto-checkout')).text();
    expect(low).toContain('Le sous-total minimum pour passer commande est de 10,00');
    expect((await form(v, '/commerce/goto-checkout', {})).status).toBe(409);
    await v.add('carnet-simple', 'CARNET-A5', 1);
    expect((await form(v, '/commerce/goto-checkout', { crumb: 'wrong' })).status).toBe(403);
  });

  it('a post without cookies says to turn them on, once; a stale crumb says the session expired (issue 16, faults-checkout.e2e.ts)', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('carnet-simple', 'CARNET-A5', 2);
    const stale = await form(v, '/commerce/goto-checkout', { crumb: 'wrong' });
    expect(stale.status).toBe(403);
    const staleHtml = await stale.text();
    expect(staleHtml.match(/role="alert"/g)).toHaveLength(1);
    expect(staleHtml).toContain('Votre session a expiré. Veuillez rafraîchir la page et réessayer.');
    const crumb = v.jar.get('crumb') ?? '';
    v.jar.clear();
    const bare = await form(v, '/commerce/goto-checkout', { crumb });
    expect(bare.status).toBe(403);
    const html = await bare.text();
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html).toContain('Veuillez activer les cookies dans votre navigateur, rafraîchir la page et réessayer.');
  });

  it('refuses an order when another cart bought the stock first', async () => {
    const app = makeApp();
    const a = visitor(app);
    const b = visitor(app);
    await a.open();
    await b.open();
    await a.add('bougie-derniere', 'BOUGIE-FIGUE', 1);
    await b.add('bougie-derniere', 'BOUGIE-FIGUE', 1);
    expect((await form(a, '/commerce/goto-checkout', {})).status).toBe(303);
    const late = await form(b, '/commerce/goto-checkout', {});
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Malheureusement, cet article est en rupture de stock.');
    expect(await stockOf(a, 'bougie-derniere', 'BOUGIE-FIGUE')).toBe(0);
  });

  it('buys a subscription through its cart token', async () => {
    const v = visitor(makeApp());
    await v.open();
    const res = await v.request('POST', '/api/3/commerce/cart/subscription', { itemId: 'cafe-abonnement', sku: 'CAFE-250', subscriptionOptionId: 'cafe-hebdo' });
    const { cartToken } = SubscriptionCartResponseSchema.parse(await res.json()).data;
    const notSub = await v.request('POST', '/api/3/commerce/cart/subscription', { itemId: 'carnet-simple', sku: 'CARNET-A5' });
    expect(notSub.status).toBe(400);
    const summary = await v.request('GET', `/checkout/subscribe?cartToken=${cartToken}`);
    expect(await summary.text()).toContain('Café en grains');
    const placed = await form(v, '/checkout/subscribe', { cartToken });
    expect(placed.status).toBe(303);
    const confirmed = await (await v.request('GET', placed.headers.get('Location') ?? '')).text();
    expect(pageType(confirmed)).toBe(206);
    expect((await v.request('GET', '/checkout/subscribe?cartToken=unknown')).status).toBe(404);
  });

  it('buys a gift card from its checkout page', async () => {
    const v = visitor(makeApp());
    await v.open();
    const query = 'websiteId=site-maison-exemple&giftCardProductId=carte-cadeau&sku=GIFT-50';
    const summary = await (await v.request('GET', `/checkout/giftcard?${query}`)).text();
    expect(summary).toContain('50,00');
    expect((await v.request('GET', '/checkout/giftcard?websiteId=other&giftCardProductId=carte-cadeau')).status).toBe(404);
    const placed = await form(v, '/checkout/giftcard', { websiteId: 'site-maison-exemple', giftCardProductId: 'carte-cadeau', sku: 'GIFT-50' });
    expect(placed.status).toBe(303);
    const orders = (await (await v.request('GET', '/__test/orders')).json()) as { orders: { kind: string; grand_total_cents: number }[] };
    expect(orders.orders[0]).toMatchObject({ kind: 'giftcard', grand_total_cents: 5000 });
  });
});
