// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../../src/contract/config';
import type { Product } from '../../../../src/contract/product';
import { SiteConfigSchema } from '../../../../src/contract/config';
import { $cart } from '../../../../src/state/cart';
import type { Answers } from '../../../../widgets/form/product-form';
import { submitAdd } from '../../../../widgets/product/purchase-calls';
import { cart, entry } from '../../../support/cart-fixtures';

/**
 * The custom form step of the calls behind the button (issue 10 point 6), with the modal
 * (widgets/form/product-form.tsx, driven in Chromium by test/e2e/custom-form.e2e.ts)
 * replaced by its answer: the order of the calls, the answers in additionalFields, and
 * the tracked reasons.
 */
const ask = vi.hoisted(() => ({ next: null as null | (() => Promise<Answers>), forgotten: [] as string[] }));
vi.mock('../../../../widgets/form/product-form', () => ({ askAnswers: () => ask.next!(), forgetAnswers: (id: string) => void ask.forgotten.push(id) }));

const config = (): SiteConfig => SiteConfigSchema.parse({ websiteId: 'site-1', store: { expressCheckout: false } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const withForm = (extra: Partial<Product['structuredContent']> = {}): Product => ({
  id: 'p1',
  structuredContent: { productType: 1, additionalFieldsFormId: 'f', additionalFieldsForm: { id: 'f' }, productSubscriptionOptions: [{ id: 'hebdo' }], ...extra },
});
const inStock = () => json(200, { results: [{ sku: 'A', unlimited: true }] });
const ANSWERS = JSON.stringify([{ id: 'texte', type: 'text', rawTitle: 'Texte', value: 'Salut' }]);
let fetchMock: ReturnType<typeof vi.fn>;
const el = document.createElement('div');
const bodyOf = (i: number) => JSON.parse(String((fetchMock.mock.calls[i] as [string, RequestInit])[1].body)) as Record<string, unknown>;
const urlOf = (i: number) => (fetchMock.mock.calls[i] as [string])[0];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  $cart.set(cart([entry({ itemId: 'other' })]));
});
afterEach(() => vi.unstubAllGlobals());

describe('custom product form before the add (docs/behaviour.md §5, 8)', () => {
  it('keeps the answers of a failed add for the next opening, forgets them once an add succeeds (issue 16)', async () => {
    ask.forgotten = [];
    ask.next = () => Promise.resolve({ ok: true, json: ANSWERS });
    fetchMock.mockResolvedValueOnce(inStock()).mockResolvedValueOnce(json(429, {}));
    expect(await submitAdd(el, withForm(), config(), { sku: 'A', quantity: 1 })).toMatchObject({ ok: false, message: 'Veuillez réessayer dans quelques secondes.' });
    expect(ask.forgotten).toEqual([]);
    fetchMock.mockResolvedValueOnce(inStock()).mockResolvedValueOnce(json(200, { shoppingCart: cart([entry()]), newlyAdded: entry() }));
    expect(await submitAdd(el, withForm(), config(), { sku: 'A', quantity: 1 })).toEqual({ ok: true });
    expect(ask.forgotten).toEqual(['p1']);
  });

  it('checks stock first, then asks, then adds with the answers as the additionalFields JSON string', async () => {
    ask.next = () => Promise.resolve({ ok: true, json: ANSWERS });
    fetchMock.mockResolvedValueOnce(inStock()).mockResolvedValueOnce(json(200, { shoppingCart: cart([entry()]), newlyAdded: entry() }));
    expect(await submitAdd(el, withForm(), config(), { sku: 'A', quantity: 1 })).toEqual({ ok: true });
    expect(urlOf(0)).toBe('/api/commerce/inventory/stock/?itemId=p1');
    expect(urlOf(1)).toBe('/api/commerce/shopping-cart/entries');
    expect(bodyOf(1)).toEqual({ itemId: 'p1', sku: 'A', quantity: 1, additionalFields: ANSWERS });
  });

  it('a closed form adds nothing and reports nothing', async () => {
    ask.next = () => Promise.resolve({ ok: false, cancelled: true });
    fetchMock.mockResolvedValueOnce(inStock());
    expect(await submitAdd(el, withForm(), config(), { sku: 'A', quantity: 1 })).toEqual({ ok: false, cancelled: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('CUSTOM_FORM_RENDER_ERROR with its message when the form cannot be fetched, or its chunk fails', async () => {
    ask.next = () => Promise.resolve({ ok: false, cancelled: false, message: "Impossible d'ouvrir le formulaire" });
    fetchMock.mockImplementation(() => Promise.resolve(inStock()));
    expect(await submitAdd(el, withForm(), config(), { sku: 'A', quantity: 1 })).toEqual({
      ok: false,
      reason: 'CUSTOM_FORM_RENDER_ERROR',
      message: "Impossible d'ouvrir le formulaire",
      title: "Impossible d'ajouter l'article",
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    ask.next = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await submitAdd(el, withForm(), config(), { sku: 'A', quantity: 1 })).toMatchObject({ reason: 'CUSTOM_FORM_RENDER_ERROR', message: "Impossible d'ouvrir le formulaire" });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a subscribable product goes through the form, then the subscription call; its failure is SUB_WITH_FORM_FAILURE', async () => {
    ask.next = () => Promise.resolve({ ok: true, json: ANSWERS });
    fetchMock.mockResolvedValueOnce(inStock()).mockResolvedValueOnce(json(200, { data: { cartToken: 't1' } }));
    expect(await submitAdd(el, withForm({ isSubscribable: true }), config(), { sku: 'A', quantity: 1 })).toEqual({ ok: true, go: '/checkout/subscribe?cartToken=t1' });
    expect(bodyOf(1)).toMatchObject({ itemId: 'p1', sku: 'A', additionalFields: ANSWERS, subscriptionOptionId: 'hebdo' });
    fetchMock.mockResolvedValueOnce(inStock()).mockResolvedValueOnce(json(500, { message: 'Abonnement indisponible' }));
    expect(await submitAdd(el, withForm({ isSubscribable: true }), config(), { sku: 'A', quantity: 1 })).toEqual({
      ok: false,
      reason: 'SUB_WITH_FORM_FAILURE',
      message: 'Abonnement indisponible',
      title: "Impossible d'ajouter l'article",
    });
  });
});
