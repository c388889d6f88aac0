// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../../src/contract/config';
import type { Product } from '../../../../src/contract/product';
import { SiteConfigSchema } from '../../../../src/contract/config';
import { $cart } from '../../../../src/state/cart';
import { SUBSCRIPTION_CONTEXT_ERROR, submitAdd } from '../../../../widgets/product/purchase-calls';
import { cart, entry } from '../../../support/cart-fixtures';

/** The calls behind the button against a stubbed fetch: bodies, redirects and tracked reasons (docs/behaviour.md §5, 7, 8). */
const config = (store: Partial<SiteConfig['store']> = {}): SiteConfig =>
  SiteConfigSchema.parse({ websiteId: 'site-1', store: { expressCheckout: false, ...store } });
const product = (structuredContent: Product['structuredContent'], id = 'p1'): Product => ({ id, structuredContent });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const el = document.createElement('div');

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  $cart.set(null);
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sent = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i] as [string, RequestInit];
  return { url, method: init.method, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
};

describe('subscriptions', () => {
  const sub = { productType: 1, isSubscribable: true, productSubscriptionOptions: [{ id: 'hebdo' }] };

  it('creates the subscription cart, then goes to /checkout/subscribe with its token', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { cartToken: 'tok/1' } }));
    const done = await submitAdd(el, product(sub), config(), { sku: 'CAFE', quantity: 2 });
    expect(done).toEqual({ ok: true, go: '/checkout/subscribe?cartToken=tok%2F1' });
    expect(sent()).toEqual({
      url: '/api/3/commerce/cart/subscription',
      method: 'POST',
      body: { itemId: 'p1', sku: 'CAFE', qty: 2, additionalFields: null, subscriptionOptionId: 'hebdo' },
    });
  });

  it('reports "Failed to read subscription context" and still asks without an option', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: unknown[] = [];
    el.addEventListener('storefront:error', (e) => events.push((e as CustomEvent).detail));
    fetchMock.mockResolvedValue(json(200, { data: { cartToken: 't' } }));
    await submitAdd(el, product({ productType: 1, isSubscribable: true }), config(), { sku: 'CAFE', quantity: 1 });
    expect(String(error.mock.calls[0]?.[1])).toBe(SUBSCRIPTION_CONTEXT_ERROR);
    expect(events).toHaveLength(1);
    expect((sent().body as { subscriptionOptionId: unknown }).subscriptionOptionId).toBeNull();
  });

  it.each([
    [500, { message: 'Abonnement indisponible' }, 'Abonnement indisponible', "Impossible d'ajouter l'article"],
    [429, { message: 'x' }, 'Veuillez réessayer dans quelques secondes.', undefined],
  ])('HTTP %s: SUB_API_FAILURE', async (status, body, message, title) => {
    fetchMock.mockResolvedValue(json(status, body));
    expect(await submitAdd(el, product(sub), config(), { sku: 'CAFE', quantity: 1 })).toEqual({ ok: false, reason: 'SUB_API_FAILURE', message, title });
  });
});

it('a gift card goes to /checkout/giftcard in the top window, without a call', async () => {
  const done = await submitAdd(el, product({ productType: 4 }, 'carte'), config(), { sku: 'GIFT-50', quantity: 1 });
  expect(done).toEqual({ ok: true, go: '/checkout/giftcard?websiteId=site-1&giftCardProductId=carte&sku=GIFT-50', top: true });
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('custom form products: stock first (docs/behaviour.md §5)', () => {
  const form = { productType: 1, additionalFieldsForm: { id: 'f' } };

  it('refuses when the cart already holds the stock', async () => {
    $cart.set(cart([entry({ itemId: 'p1', quantity: 2, chosenVariant: { sku: 'A', attributes: {} } })]));
    fetchMock.mockResolvedValue(json(200, { results: [{ sku: 'A', unlimited: false, qtyInStock: 2 }, { sku: 'B', unlimited: true }] }));
    const done = await submitAdd(el, product(form), config(), { sku: 'A', quantity: 1 });
    expect(done).toEqual({ ok: false, reason: 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK', message: 'Malheureusement, cet article est en rupture de stock.' });
    expect(sent().url).toBe('/api/commerce/inventory/stock/?itemId=p1');
  });

  it('asks for the stock under the configured API root (docs/behaviour.md §7)', async () => {
    fetchMock.mockResolvedValue(json(200, { results: [] }));
    await submitAdd(el, product(form), { ...config(), apiRoot: '/boutique/api/' }, { sku: 'A', quantity: 1 });
    expect(sent().url).toBe('/boutique/api/commerce/inventory/stock/?itemId=p1');
  });

  it('CUSTOM_FORM_RENDER_ERROR when the stock cannot be read', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    const done = await submitAdd(el, product(form), config(), { sku: 'A', quantity: 1 });
    expect(done).toMatchObject({ ok: false, reason: 'CUSTOM_FORM_RENDER_ERROR' });
  });
});

describe('cart adds and express checkout', () => {
  const added = () => json(200, { shoppingCart: cart([entry()]), newlyAdded: entry() });

  it('adds to the cart; an API failure is API_FAILURE in the add alert', async () => {
    fetchMock.mockResolvedValueOnce(added()).mockResolvedValueOnce(json(409, { message: 'Plus de stock' }));
    expect(await submitAdd(el, product({ productType: 1 }), config(), { sku: 'A', quantity: 3 })).toEqual({ ok: true });
    expect(sent().body).toEqual({ itemId: 'p1', sku: 'A', quantity: 3, additionalFields: null });
    expect(await submitAdd(el, product({ productType: 1 }), config(), { sku: 'A', quantity: 1 })).toEqual({
      ok: false, reason: 'API_FAILURE', message: 'Plus de stock', title: "Impossible d'ajouter l'article",
    });
  });

  it('express: goes to /commerce/goto-checkout with the cart cookie; "Impossible d\'Acheter l\'Article" on failure', async () => {
    fetchMock.mockResolvedValueOnce(added()).mockResolvedValueOnce(json(500, { message: 'Erreur' }));
    document.cookie = 'hasCart=true; path=/';
    expect(await submitAdd(el, product({ productType: 1 }), config({ expressCheckout: true }), { sku: 'A', quantity: 1 })).toEqual({ ok: true, go: '/commerce/goto-checkout' });
    expect(await submitAdd(el, product({ productType: 1 }), config({ expressCheckout: true }), { sku: 'A', quantity: 1 })).toMatchObject({ title: "Impossible d'Acheter l'Article" });
  });

  it('express without the hasCart or CART cookie: EXPRESS_CHECKOUT_FAILURE, session expired', async () => {
    fetchMock.mockResolvedValue(added());
    expect(await submitAdd(el, product({ productType: 1 }), config({ expressCheckout: true }), { sku: 'A', quantity: 1 })).toEqual({
      ok: false, reason: 'EXPRESS_CHECKOUT_FAILURE', message: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
    });
  });
});
