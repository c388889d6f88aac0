import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { routes } from '../../../src/contract/index.js';
import { type Db, writeTx } from '../db.js';
import type { Deps } from '../deps.js';
import { type EntryUploads, entryUploads } from '../forms/cart-uploads.js';
import { errorJson, parseBody } from '../http.js';
import { tooMany } from '../rate-limit.js';
import { type SubscriptionCartRequest, SubscriptionCartRequestSchema } from '../schemas.js';
import { checkStock, insertCart, newId } from '../store/carts.js';
import { MESSAGES, type Outcome, fail } from '../store/messages.js';
import { getProduct } from '../store/products.js';

/** Persists a one-entry subscription cart, which claims the uploads its answers name, and answers its token. */
function createSubscriptionCart(db: Db, websiteId: string, req: SubscriptionCartRequest, uploads: EntryUploads): Outcome<string> {
  return writeTx(db, (): Outcome<string> => {
    const product = getProduct(db, req.itemId);
    if (!product) return fail(404, MESSAGES.unknownItem);
    if (product.structuredContent.isSubscribable !== true) return fail(400, MESSAGES.notSubscribable);
    const options = product.structuredContent.productSubscriptionOptions ?? [];
    const optionId = req.subscriptionOptionId ?? options[0]?.id ?? null;
    if (optionId !== null && !options.some((o) => o.id === optionId)) return fail(400, MESSAGES.invalidRequest);
    const quantity = req.qty ?? 1;
    const stock = checkStock(db, req.itemId, req.sku, quantity);
    if (!stock.ok) return stock;
    const token = randomBytes(18).toString('base64url');
    const cart = insertCart(db, websiteId, 'subscription', { token, subscription_option_id: optionId });
    db.prepare(
      `INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(newId(), cart.id, req.itemId, req.sku, quantity, uploads.additionalFields ?? null, Date.now());
    uploads.claim(cart.id);
    return { ok: true, value: token };
  });
}

/** POST /api/3/commerce/cart/subscription -> { data: { cartToken } } */
export function subscriptionRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.post(routes.subscription, async (c) => {
    const body = await parseBody(c, SubscriptionCartRequestSchema);
    if (!body.ok) return body.response;
    const wait = deps.budgets.hourly(c, 'carts');
    if (wait > 0) return tooMany(c, wait);
    // a file answer names an upload the new cart then claims (forms/cart-uploads.ts)
    const uploads = entryUploads(deps.db, deps.catalogue, body.value.itemId, body.value.additionalFields, null);
    if (uploads.errors) return c.json({ message: MESSAGES.invalidRequest, errors: uploads.errors }, 400);
    const result = createSubscriptionCart(deps.db, deps.catalogue.website.id, body.value, uploads);
    if (!result.ok) return errorJson(c, result.status, result.message);
    return c.json({ data: { cartToken: result.value } });
  });
  return app;
}
