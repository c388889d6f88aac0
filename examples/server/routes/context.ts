import { Hono } from 'hono';
import { routes } from '../../../src/contract/index.js';
import { PageType, buildConfig } from '../config.js';
import type { Deps } from '../deps.js';
import { verifiedCrumb } from '../crumb.js';
import { errorJson } from '../http.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../store/messages.js';
import { getProductRow, stockResults } from '../store/products.js';

const BEACON_ID = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.beaconIdChars}}$`);

/** Site context, inventory and the quick-view census call. */
export function contextRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(routes.config, (c) => c.json(buildConfig(deps, { pageType: PageType.Page })));

  // docs/behaviour.md §7 writes the path with a trailing slash; accept it without one too.
  for (const path of [routes.inventory, routes.inventory.replace(/\/$/, '')]) {
    app.get(path, (c) => {
      const itemId = c.req.query('itemId');
      if (!itemId) return c.json({ message: MESSAGES.invalidRequest, errors: { itemId: 'Requis' } }, 400);
      const results = stockResults(db, itemId);
      if (results.length === 0) return errorJson(c, 404, MESSAGES.unknownItem);
      return c.json({ results });
    });
  }

  app.post('/api/census/RecordQuickView/:id', (c) => {
    const id = c.req.param('id');
    // a beacon names a product of this store by a short id, else nothing is stored
    if (!BEACON_ID.test(id)) return c.body(null, 400);
    if (!getProductRow(db, id)) return c.body(null, 404);
    db.prepare('INSERT INTO census (kind, target, visitor, created) VALUES (?, ?, ?, ?)').run(
      'quick-view',
      id,
      verifiedCrumb(c) ?? null,
      Date.now(),
    );
    return c.body(null, 204);
  });

  return app;
}
