import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

describe('fault injection', () => {
  it('is absent unless enabled', async () => {
    const v = visitor(makeApp({ faults: false }));
    await v.open();
    expect((await v.request('POST', '/__test/faults', { match: 'GET /api/', status: 500 })).status).not.toBe(201);
    expect((await v.request('POST', '/__test/reset')).status).not.toBe(204);
  });

  it('answers a registered status and body, `times` times, then the real route', async () => {
    const v = visitor(makeApp());
    await v.open();
    const reg = await v.request('POST', '/__test/faults', {
      match: 'POST /api/commerce/shopping-cart',
      status: 429,
      body: { message: 'Trop vite' },
      times: 1,
    });
    expect(reg.status).toBe(201);
    const first = await v.add('carnet-simple', 'CARNET-A5');
    expect(first.status).toBe(429);
    expect(await first.json()).toEqual({ message: 'Trop vite' });
    expect((await v.add('carnet-simple', 'CARNET-A5')).status).toBe(200);
  });

  it('fakes an expired crumb, a malformed body and latency; DELETE clears', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.request('POST', '/__test/faults', { match: 'POST /api/commerce', crumbFail: true, times: 1 });
    const crumb = await v.add('carnet-simple', 'CARNET-A5');
    expect(crumb.status).toBe(401);
    expect(await crumb.json()).toMatchObject({ crumbFail: true });

    await v.request('POST', '/__test/faults', { match: 'GET /api/commerce/shopping-cart', malformed: true });
    const bad = await v.cart();
    expect(bad.status).toBe(200);
    await expect(bad.json()).rejects.toThrow();
    expect((await v.request('DELETE', '/__test/faults')).status).toBe(204);
    expect((await v.cart()).status).toBe(404);

    await v.request('POST', '/__test/faults', { match: '* /api/context', latencyMs: 120, times: 1 });
    const start = Date.now();
    expect((await v.request('GET', '/api/context/config')).status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(100);
  });

  it('rejects a malformed fault with 400', async () => {
    const v = visitor(makeApp());
    expect((await v.request('POST', '/__test/faults', { match: 'nonsense' })).status).toBe(400);
  });

  it('resets carts and stock', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('tee-classic', 'TEE-M-BLANC', 2);
    expect((await v.request('POST', '/__test/reset')).status).toBe(204);
    expect((await v.cart()).status).toBe(404);
  });

  it('resets what visitors wrote: likes too, back to the seeded count', async () => {
    const v = visitor(makeApp());
    await v.open('/examples/blog');
    const read = async () =>
      ((await (await v.request('GET', '/api/content/likes?itemIds=post-ouverture')).json()) as { likes: { likeCount: number; liked: boolean }[] }).likes[0];
    const seeded = await read();
    expect(seeded).toMatchObject({ liked: false });
    await v.request('POST', '/api/content/likes', { itemId: 'post-ouverture' });
    expect(await read()).toMatchObject({ likeCount: (seeded?.likeCount ?? 0) + 1, liked: true });
    expect((await v.request('POST', '/__test/reset')).status).toBe(204);
    expect(await read()).toEqual(seeded);
  });
});

describe('settings switch', () => {
  it('patches store and merchandising settings until reset', async () => {
    const v = visitor(makeApp());
    await v.open();
    const res = await v.request('POST', '/__test/settings', {
      store: { expressCheckout: true, minimumSubtotalCents: 0 },
      merchandising: { displayNativeProductReviewsEnabled: true },
      productMerchandisingContext: { 'carnet-simple': { scarcityEnabled: true } },
    });
    expect(res.status).toBe(200);
    const page = await (await v.open('/products/carnet-simple')).text();
    expect(page).toContain('"expressCheckout":true');
    expect(page).toContain('"displayNativeProductReviewsEnabled":true');
    expect((await v.request('POST', '/__test/settings', { store: { taxRatePercent: 'x' } })).status).toBe(400);
    await v.request('POST', '/__test/reset');
    const config = (await (await v.request('GET', '/api/context/config')).json()) as { store: { expressCheckout: boolean; minimumSubtotalCents: number } };
    expect(config.store).toMatchObject({ expressCheckout: false, minimumSubtotalCents: 1000 });
  });
});
