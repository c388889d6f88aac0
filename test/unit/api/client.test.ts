// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFor, request } from '../../../src/api/client';
import { messageFor } from '../../../src/api/messages';
import { AddEntryResponseSchema, CRUMB_HEADER, GetCartResponseSchema } from '../../../src/contract/calls';

const cart = {
  id: 'c1', websiteId: 'w', orderId: null, created: 1, isPurchased: false, entries: [],
  selectedShippingOption: null, shippingLocation: null, subtotalCents: 0, taxCents: 0, shippingCostCents: 0,
  discountCents: 0, grandTotalCents: 0, totalQuantity: 0, hasDigital: false, purelyDigital: false, requiresShipping: false,
};

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body === undefined ? '' : JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('request', () => {
  it('sends the crumb cookie back as the CSRF header and parses with the contract', async () => {
    document.cookie = 'crumb=abc123';
    const fetch = respond(200, cart);
    vi.stubGlobal('fetch', fetch);
    const result = await request('/api/commerce/shopping-cart', { schema: GetCartResponseSchema });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id: 'c1', coupons: [] }) });
    const init = fetch.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)[CRUMB_HEADER]).toBe('abc123');
  });

  it('turns an answer that breaks the contract into invalid-response', async () => {
    vi.stubGlobal('fetch', respond(200, { shoppingCart: { id: 3 } }));
    const result = await request('/x', { schema: AddEntryResponseSchema });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('invalid-response');
  });

  it('reports network failures and timeouts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await request('/x', { schema: GetCartResponseSchema })).toEqual({ ok: false, error: { kind: 'network' } });
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))));
    expect(await request('/x', { schema: GetCartResponseSchema, timeoutMs: 10 })).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('an answer whose body the network cuts off is "interrupted": "Erreur réseau", not the connection message (docs/api.md)', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"id": '));
        c.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(cut, { status: 200 })));
    const result = await request('/x', { schema: GetCartResponseSchema });
    expect(result).toEqual({ ok: false, error: { kind: 'interrupted' } });
    if (!result.ok) expect(messageFor(result.error)).toBe('Erreur réseau');
    expect(messageFor({ kind: 'network' })).toBe('Connexion impossible. Veuillez réessayer');
    expect(messageFor({ kind: 'timeout' })).toBe('Connexion impossible. Veuillez réessayer');
  });

  it('keeps the server message and field errors', async () => {
    vi.stubGlobal('fetch', respond(400, { message: 'Quantité invalide', errors: { quantity: 'trop grand' } }));
    const result = await request('/x', { schema: GetCartResponseSchema });
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 400, message: 'Quantité invalide', fieldErrors: { quantity: 'trop grand' } } });
  });
});

describe('errorFor and messageFor (docs/behaviour.md §8)', () => {
  it('429 asks to retry in a few seconds', () => {
    expect(messageFor(errorFor(429, { message: 'Too many' }))).toBe('Veuillez réessayer dans quelques secondes.');
  });

  it('a crumb failure with cookies is an expired session', () => {
    document.cookie = 'crumb=abc';
    expect(errorFor(401, { crumbFail: true })).toEqual({ kind: 'session-expired' });
    expect(messageFor({ kind: 'session-expired' })).toBe('Votre session a expiré. Veuillez rafraîchir la page et réessayer.');
  });

  it('a crumb failure without any crumb cookie means cookies are disabled', () => {
    expect(errorFor(401, { crumbFail: true })).toEqual({ kind: 'cookies-disabled' });
    expect(messageFor({ kind: 'cookies-disabled' })).toBe(
      'Veuillez activer les cookies dans votre navigateur, rafraîchir la page et réessayer.',
    );
  });

  it('a malformed error body still gives a typed error', () => {
    expect(errorFor(500, 'oops')).toEqual({ kind: 'server', status: 500, message: null, fieldErrors: {} });
    expect(messageFor(errorFor(500, 'oops'))).toBe("Une erreur s'est produite");
  });
});
