import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { boundedCounter } from '../../../examples/server/bounded-counter.js';
import { LIMITS } from '../../../examples/server/limits.js';
import { cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

const ENTRIES = '/api/commerce/shopping-cart/entries';
const add = { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 1 };

describe('rate limit keyed on what the server issued (issue 16.1)', () => {
  it('a made-up crumb is no key: rotating fake crumbs count against the address', async () => {
    const app = makeApp({ rateLimit: 10, rateLimitWindowMs: 60_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const fake = randomBytes(18).toString('base64url');
      const res = await app.request('/api/context/config', { headers: { Cookie: `crumb=${fake}` } });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('a made-up crumb echoed in the header is a CSRF failure, and a GET replaces it with a signed one', async () => {
    const app = makeApp();
    const fake = 'attacker-chosen';
    const res = await app.request(ENTRIES, {
      method: 'POST',
      headers: { Cookie: `crumb=${fake}`, 'X-CSRF-Token': fake, 'Content-Type': 'application/json' },
      body: JSON.stringify(add),
    });
    expect(res.status).toBe(401);
    const page = await app.request('/', { headers: { Cookie: `crumb=${fake}` } });
    const issued = page.headers.getSetCookie().find((l) => l.startsWith('crumb='));
    expect(issued).toMatch(/^crumb=[\w-]+\.[\w-]{22};/);
  });

  it('writes, reads and beacons each have their own budget', async () => {
    const v = visitor(makeApp({ rateLimit: 4, rateLimitWindowMs: 60_000 }));
    await v.open();
    const writes: number[] = [];
    for (let i = 0; i < 6; i++) writes.push((await v.add('guide-numerique', 'GUIDE-PDF', 1)).status);
    expect(writes).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await v.cart()).status).toBe(200); // reads still have their budget
  });

  it('signed crumbs outlive a restart (the secret is stored with the data)', async () => {
    const dataDir = tempDataDir();
    const a = visitor(makeApp({ dataDir }));
    await a.open();
    const b = visitor(makeApp({ dataDir }));
    for (const [k, val] of a.jar) b.jar.set(k, val);
    expect((await b.add('carnet-simple', 'CARNET-A5')).status).toBe(200);
  });
});

describe('bounded counters', () => {
  it('keep at most their capacity of keys, forgetting the least recently seen', () => {
    const counter = boundedCounter(10_000, 100);
    for (let i = 0; i < 50_000; i++) counter.hit(`key-${i}`, 5, 1_000);
    expect(counter.size).toBe(100);
    const recent = boundedCounter(10_000, 2);
    recent.hit('a', 1, 0);
    recent.hit('b', 1, 0);
    expect(recent.hit('a', 1, 1)).toBeGreaterThan(0); // 'a' is remembered (and now the most recent)
    recent.hit('c', 1, 2); // forgets 'b'
    expect(recent.hit('b', 1, 3)).toBe(0);
  });

  it('slide: the last window counts by the share still inside the sliding window', () => {
    const counter = boundedCounter(1_000, 10);
    for (let i = 0; i < 4; i++) expect(counter.hit('k', 4, 0)).toBe(0);
    expect(counter.hit('k', 4, 999)).toBe(1);
    expect(counter.hit('k', 4, 1_500)).toBe(0); // half of the last 4 still counts: 2 + 1 <= 4
    expect(counter.hit('k', 4, 1_500)).toBe(0);
    expect(counter.hit('k', 4, 1_500)).toBeGreaterThan(0);
    expect(counter.hit('k', 4, 5_000)).toBe(0);
  });
});

describe('size limits (issue 16.2)', () => {
  it('refuses a JSON body over its limit with 413, with or without Content-Length', async () => {
    const v = visitor(makeApp());
    await v.open();
    const big = JSON.stringify({ ...add, additionalFields: 'x'.repeat(LIMITS.jsonBodyBytes) });
    const declared = await v.request('POST', ENTRIES, big, { 'Content-Length': String(Buffer.byteLength(big)) });
    expect(declared.status).toBe(413);
    const streamed = await v.request('POST', ENTRIES, big);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'La requête est trop volumineuse.' });
    expect((await v.cart()).status).toBe(404); // nothing was stored
  });

  it('caps additionalFields below the body limit, as a field error', async () => {
    const v = visitor(makeApp());
    await v.open();
    const res = await v.add('carnet-simple', 'CARNET-A5', 1, 'x'.repeat(LIMITS.additionalFieldsChars + 1));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { additionalFields: 'Cette valeur est trop longue.' } });
    expect((await v.add('carnet-simple', 'CARNET-A5', 1, 'x'.repeat(LIMITS.additionalFieldsChars))).status).toBe(200);
  });

  it('caps the distinct entries of one cart', async () => {
    const v = visitor(makeApp({ rateLimit: 0 }));
    await v.open();
    for (let i = 0; i < LIMITS.entriesPerCart; i++) {
      expect((await v.add('guide-numerique', 'GUIDE-PDF', 1, JSON.stringify({ n: i }))).status).toBe(200);
    }
    const over = await v.add('guide-numerique', 'GUIDE-PDF', 1, JSON.stringify({ n: 'one more' }));
    expect(over.status).toBe(409);
    expect((await v.add('guide-numerique', 'GUIDE-PDF', 1, JSON.stringify({ n: 0 }))).status).toBe(200); // merging is fine
  });

  it('caps the carts one address creates in an hour', async () => {
    const v = visitor(makeApp({ rateLimit: 0 }));
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.cartsPerAddressPerHour; i++) {
      v.jar.delete('CART');
      statuses.push((await v.add('guide-numerique', 'GUIDE-PDF', 1)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('census beacons (issue 16.3)', () => {
  it('take only a short id of a known product, and a beacon budget per address', async () => {
    const app = makeApp({ rateLimit: 10, rateLimitWindowMs: 60_000 });
    const post = (id: string, cookie = '') =>
      app.request(`/api/census/RecordQuickView/${id}`, { method: 'POST', headers: { Cookie: cookie } });
    expect((await post('x'.repeat(LIMITS.beaconIdChars + 1))).status).toBe(400);
    expect((await post('no-such-product')).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post('carnet-simple', `crumb=${randomBytes(9).toString('hex')}`)).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
    const census = (await (await app.request('/__test/census')).json()) as { census: unknown[] };
    expect(census.census.length).toBe(statuses.filter((s) => s === 204).length);
  });
});

describe('the smaller points (issue 16.4)', () => {
  it('answers 400 for a malformed percent-escape, and no answer names a server folder', async () => {
    const app = makeApp({ distDir: '/nonexistent/build-folder' });
    expect((await app.request('/storefront/%E0%A4%A')).status).toBe(400);
    const missing = await app.request('/storefront/storefront.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('/nonexistent');
  });

  it('answers 415 for a JSON call sent with another Content-Type', async () => {
    const v = visitor(makeApp());
    await v.open();
    const res = await v.request('POST', ENTRIES, JSON.stringify(add), { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it("says docs/behaviour.md's message for a fractional quantity", async () => {
    const v = visitor(makeApp());
    await v.open();
    const res = await v.add('carnet-simple', 'CARNET-A5', 1.5);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { quantity: 'Quantity must be a whole number' } }); // a subscription's: bounds.test.ts
    const word = await v.request('POST', ENTRIES, { ...add, quantity: 'deux' });
    expect(await word.json()).toMatchObject({ errors: { quantity: 'La valeur « Quantité » doit être un nombre.' } });
  });

  it('sends Referrer-Policy always, and HSTS and Secure cookies over https', async () => {
    const app = makeApp();
    const plain = await app.request('http://shop.test/');
    expect(plain.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    expect(plain.headers.getSetCookie().find((l) => l.startsWith('crumb='))).not.toMatch(/Secure/);
    const secure = await app.request('https://shop.test/');
    expect(secure.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(secure.headers.getSetCookie().find((l) => l.startsWith('crumb='))).toMatch(/; Secure/);
  });

  const checkout = (v: ReturnType<typeof visitor>, email: string) =>
    v.request('POST', '/commerce/goto-checkout', new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', email }).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });

  it('reports a bad checkout field as a validation error, never as an expired session', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('guide-numerique', 'GUIDE-PDF', 1);
    const res = await checkout(v, `${'a'.repeat(290)}@example.com`);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('Votre session a expiré');
  });

  it('refuses an invalid checkout e-mail without placing the order', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('tee-classic', 'TEE-S-BLANC', 2);
    const res = await checkout(v, 'not an e-mail');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("L'e-mail est non valide");
    const orders = (await (await v.request('GET', '/__test/orders')).json()) as { orders: unknown[] };
    expect(orders.orders).toHaveLength(0);
  });

  it('answers a second checkout submit of an ordered cart with the same order', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('tee-classic', 'TEE-S-BLANC', 2);
    const cart = v.jar.get('CART') ?? '';
    const first = await checkout(v, 'a@example.com');
    expect(first.status).toBe(303);
    v.jar.set('CART', cart); // the second click left before the first answer cleared the cookie
    const second = await checkout(v, 'a@example.com');
    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(v.jar.has('CART')).toBe(false); // the ordered cart's cookie goes with that answer too
  });

  it('answers the checkout form submitted again after the order cleared the cart cookie (back, a second tab) with the same order (issue 16, faults-checkout.e2e.ts)', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    await v.add('tee-classic', 'TEE-S-BLANC', 2);
    const form = await (await v.request('GET', '/commerce/goto-checkout')).text();
    const cartId = /name="cartId" value="([^"]+)"/.exec(form)?.[1] ?? '';
    expect(cartId).toBe(v.jar.get('CART'));
    const post = () =>
      v.request('POST', '/commerce/goto-checkout', new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', email: 'a@example.com', cartId }).toString(), {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
    const first = await post();
    expect(first.status).toBe(303);
    expect(v.jar.has('CART')).toBe(false);
    const again = await post();
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'));
    // a post without this visitor's crumb does not reach the order through the form's cart id
    const other = visitor(app);
    await other.open();
    const foreign = await other.request('POST', '/commerce/goto-checkout', new URLSearchParams({ crumb: 'forged', cartId }).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(foreign.status).toBe(403);
  });
});
