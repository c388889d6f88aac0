import { Hono } from 'hono';
import * as z from 'zod/mini';
import { PageType, buildConfig } from '../config.js';
import type { Deps } from '../deps.js';
import { resetStore } from '../seed.js';
import { SettingsPatchSchema } from '../settings.js';
import { stockResults } from '../store/products.js';

/** Test helpers, mounted only with FAULTS=1: reset and read-only inspection. */
export function testRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.post('/__test/reset', (c) => {
    resetStore(db, deps.catalogue, deps.catalogueText);
    deps.faults.clear();
    deps.settings.restore();
    return c.body(null, 204);
  });
  app.post('/__test/settings', async (c) => {
    const parsed = SettingsPatchSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: z.prettifyError(parsed.error) }, 400);
    const result = deps.settings.patch(parsed.data);
    if (!result.ok) return c.json({ message: result.message }, 400);
    return c.json(buildConfig(deps, { pageType: PageType.Page }));
  });
  app.get('/__test/orders', (c) => {
    const orders = db.prepare('SELECT * FROM orders ORDER BY created').all() as { lines: string }[];
    return c.json({ orders: orders.map((o) => ({ ...o, lines: JSON.parse(o.lines) as unknown })) });
  });
  app.get('/__test/carts/:id', (c) => {
    const cart = db.prepare('SELECT * FROM carts WHERE id = ?').get(c.req.param('id'));
    if (!cart) return c.json({ message: 'Introuvable.' }, 404);
    const entries = db.prepare('SELECT * FROM cart_entries WHERE cart_id = ?').all(c.req.param('id'));
    return c.json({ cart, entries });
  });
  app.get('/__test/stock/:itemId', (c) => c.json({ results: stockResults(db, c.req.param('itemId')) }));
  app.get('/__test/census', (c) => c.json({ census: db.prepare('SELECT * FROM census ORDER BY id').all() }));
  return app;
}
