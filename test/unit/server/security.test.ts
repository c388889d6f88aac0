import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

describe('crumb (CSRF) and rate limit', () => {
  it('sets a JS-readable crumb cookie on page GETs, once', async () => {
    const v = visitor(makeApp());
    const first = await v.open('/');
    const line = first.headers.getSetCookie().find((l) => l.startsWith('crumb='));
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/i);
    const again = await v.open('/shop');
    expect(again.headers.getSetCookie().some((l) => l.startsWith('crumb='))).toBe(false);
  });

  it('answers 401 crumbFail without the header, with a wrong one, or without the cookie', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    const body = { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 1 };
    for (const token of ['', 'wrong']) {
      const res = await v.request('POST', '/api/commerce/shopping-cart/entries', body, { 'X-CSRF-Token': token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ crumbFail: true, message: expect.any(String) });
    }
    const noCookie = await app.request('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'abc' },
      body: JSON.stringify(body),
    });
    expect(noCookie.status).toBe(401);
    expect((await v.add('carnet-simple', 'CARNET-A5')).status).toBe(200);
  });

  it('answers 429 with a message over the rate limit', async () => {
    const v = visitor(makeApp({ rateLimit: 3, rateLimitWindowMs: 60_000 }));
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await v.cart()).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const res = await v.cart();
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(await res.json()).toEqual({ message: 'Veuillez réessayer dans quelques secondes.' });
  });
});

describe('crumb issuing', () => {
  it('sets exactly one crumb per response, also on API GETs, and the checkout form carries it', async () => {
    const app = makeApp();
    const page = await app.request('/commerce/goto-checkout');
    const crumbs = page.headers.getSetCookie().filter((l) => l.startsWith('crumb='));
    expect(crumbs).toHaveLength(1);
    const api = await app.request('/api/context/config');
    expect(api.headers.getSetCookie().filter((l) => l.startsWith('crumb='))).toHaveLength(1);
    const statics = await app.request('/storefront/nothing.js');
    expect(statics.headers.getSetCookie()).toHaveLength(0);
  });
});
