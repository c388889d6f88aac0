import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../e2e/support/server.js';

/**
 * Issue 16 "Load and crash", bounded to seconds: the real backend process over HTTP.
 * Racing visitors buy a low-stock variant (stock never negative, every accepted order
 * stored); a `kill -9` in the middle of a burst of adds, then a restart: every add the
 * server acknowledged is there, and SQLite's integrity check is ok.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT: '0' });
}, 30_000);
afterAll(() => server.stop());

/** A visitor with its own cookie jar, talking HTTP to the server. */
const shopper = async () => {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: string, type = 'application/json') => {
    const res = await fetch(server.url + path, {
      method,
      redirect: 'manual',
      headers: {
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'GET' ? {} : { 'X-CSRF-Token': jar.get('crumb') ?? '', 'Content-Type': type }),
      },
      ...(body === undefined ? {} : { body }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (/Max-Age=0/i.test(line)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    await res.arrayBuffer();
    return res;
  };
  await call('GET', '/');
  return {
    jar,
    add: (itemId: string, sku: string) => call('POST', '/api/commerce/shopping-cart/entries', JSON.stringify({ itemId, sku, quantity: 1 })),
    checkout: () => call('POST', '/commerce/goto-checkout', new URLSearchParams({ crumb: jar.get('crumb') ?? '', email: 'a@example.com' }).toString(), 'application/x-www-form-urlencoded'),
  };
};

const stock = async (itemId: string, sku: string) => {
  const body = (await (await fetch(`${server.url}/__test/stock/${itemId}`)).json()) as { results: { sku: string; qtyInStock: number }[] };
  return body.results.find((r) => r.sku === sku)?.qtyInStock ?? NaN;
};

describe('load and crash', () => {
  it('30 racing visitors buying a variant with 2 in stock: 2 orders, stock 0, never negative', async () => {
    await fetch(server.url + '/__test/reset', { method: 'POST' });
    const before = await stock('tee-classic', 'TEE-M-BLANC');
    expect(before).toBe(2);
    const visitors = await Promise.all(Array.from({ length: 30 }, () => shopper()));
    const adds = await Promise.all(visitors.map((v) => v.add('tee-classic', 'TEE-M-BLANC')));
    expect(adds.every((r) => r.status === 200)).toBe(true); // adds do not reserve stock
    const orders = await Promise.all(visitors.map((v) => v.checkout()));
    const placed = orders.filter((r) => r.status === 303);
    expect(placed).toHaveLength(before);
    expect(orders.filter((r) => r.status !== 303).every((r) => r.status === 409)).toBe(true);
    expect(await stock('tee-classic', 'TEE-M-BLANC')).toBe(0);
    const stored = (await (await fetch(server.url + '/__test/orders')).json()) as { orders: { id: string }[] };
    const placedIds = placed.map((r) => r.headers.get('Location')?.split('/').pop());
    expect(stored.orders.map((o) => o.id).sort()).toEqual(placedIds.sort());
  }, 30_000);

  it('kill -9 in the middle of a burst: every acknowledged add survives the restart, integrity ok', async () => {
    await fetch(server.url + '/__test/reset', { method: 'POST' });
    const visitors = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const acknowledged = new Map<string, number>(); // cart id -> adds the server answered 200
    let crashing = false;
    const burst = visitors.map(async (v) => {
      for (let i = 0; i < 200 && !crashing; i++) {
        const res = await v.add('guide-numerique', 'GUIDE-PDF').catch(() => null);
        if (res?.status === 200) {
          const cart = v.jar.get('CART') ?? '';
          acknowledged.set(cart, (acknowledged.get(cart) ?? 0) + 1);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 400));
    crashing = true;
    await server.crashAndRestart();
    await Promise.all(burst);
    const total = [...acknowledged.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    const db = new Database(join(server.dataDir, 'store.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const quantity = db.prepare('SELECT COALESCE(SUM(quantity), 0) AS q FROM cart_entries WHERE cart_id = ?');
      for (const [cart, adds] of acknowledged) {
        expect((quantity.get(cart) as { q: number }).q, `cart ${cart}`).toBeGreaterThanOrEqual(adds);
      }
    } finally {
      db.close();
    }
  }, 30_000);
});
