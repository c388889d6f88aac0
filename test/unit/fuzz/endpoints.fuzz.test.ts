import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, makeApp, visitor } from '../server/helpers.js';

/**
 * Issue 16 "Fuzzing": a request fuzzer over every route the reference backend has
 * (read from the app's own route table, so new routes are fuzzed too), with a visitor
 * that holds a valid crumb so requests reach the handlers. No answer is a 5xx, and the
 * SQLite store is intact afterwards (integrity, foreign keys, no negative stock, no empty
 * entries). `FUZZ_RUNS=20000 npx vitest run test/unit/fuzz/endpoints` for a long run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

afterAll(cleanup);

const app = makeApp({ rateLimit: 0 });
const shopper = visitor(app);
const routes = [...new Map(app.routes.filter((r) => !r.path.startsWith('/__test') && r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()];

const segment = fc.oneof(
  fc.constantFrom('carnet-simple', 'CARNET-A5', 'tee-classic', 'guide-numerique', '0', '-1', '__proto__', '%2e%2e', '..', 'x'.repeat(300)),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
);
const jsonValue = fc.oneof(
  fc.json(),
  fc.record({ itemId: segment, sku: segment, quantity: fc.oneof(fc.integer(), fc.double(), fc.string()), additionalFields: fc.oneof(fc.string(), fc.json(), fc.constant(null)) }, { requiredKeys: [] }),
  fc.record({ productId: segment, variantId: segment, siteVisitorEmail: fc.string(), isJoinMailingList: fc.anything() }, { requiredKeys: [] }),
);
const body = fc.oneof(jsonValue, fc.string(), fc.constant('{"shoppingCart": {'), fc.constant(''));
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined);

const request = fc.record({
  route: fc.constantFrom(...routes),
  params: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(fc.constantFrom('itemId', 'cursor', 'cartToken', 'productId', 'variantId', 'sku', 'mock'), segment, { maxKeys: 3 }),
  body,
  contentType,
});

describe('request fuzzer over every backend route', () => {
  it(`answers ${RUNS} random requests without a 5xx and leaves the store intact`, async () => {
    expect(routes.length).toBeGreaterThan(15);
    await shopper.open();
    await shopper.add('carnet-simple', 'CARNET-A5', 1);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query, body: payload, contentType: type }) => {
        let i = 0;
        const path = route.path.replace(/:[A-Za-z]+|\*/g, () => encodeURIComponent(params[i++ % params.length] ?? 'x'));
        const search = new URLSearchParams(query).toString();
        const url = search ? `${path}?${search}` : path;
        const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
        const res = await shopper.request(route.method, url, route.method === 'GET' ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload), headers);
        seen.add(`${route.method} ${route.path}`);
        await res.arrayBuffer();
        expect(res.status, `${route.method} ${url}`).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: 16 },
    );
    expect(seen.size).toBeGreaterThan(routes.length / 2);
    const db = app.deps.db;
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM variants WHERE qty_in_stock < 0').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM cart_entries WHERE quantity <= 0').get()).toEqual({ n: 0 });
  }, 10_000 + RUNS * 20);
});
