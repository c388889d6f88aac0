import { Hono } from 'hono';
import {
  type OwnerRestockSignupResponse,
  OwnerRestockSignupRequestSchema,
  RestockSendAllRequestSchema,
  RestockSendRequestSchema,
  RestockStockRequestSchema,
  type RestockSignUpGroup,
} from '../../../src/contract/restock.js';
import { restockRoutes } from '../../../src/contract/restock-routes.js';
import { fill } from '../../../src/domain/cart-rules.js';
import { emailProblem } from '../../../src/domain/email.js';
import { frOwnerRestock } from '../../../src/i18n/owner-restock.js';
import { frRestock } from '../../../src/i18n/restock.js';
import type { Deps } from '../deps.js';
import { parseBody } from '../http.js';
import { requireOwnerApi } from '../owner/index.js';
import { variantView } from './catalogue-view.js';
import { pageSize } from './cursor.js';
import { outbox, sendRestockEmails, setVariantStock } from './send.js';
import { addSignUp, listGroupRows, listSignUps } from './signups.js';

const UNKNOWN = frOwnerRestock.unknownVariant;
const MAX_SEND_REQUESTS = 500;

/**
 * The owner API of docs/behaviour.md §7 under /api/site-users/account/notifications/restock, behind
 * the owner sign-in (401 without it) and the crumb like every mutating call; pages of
 * `limit` (default 20, at most 100) rows with `hasNextPage` and an opaque `nextPageCursor`.
 */
export function restockOwnerRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  const base = restockRoutes.owner;
  app.use(`${base}`, requireOwnerApi);
  app.use(`${base}/*`, requireOwnerApi);

  app.post(base, async (c) => {
    const parsed = await parseBody(c, OwnerRestockSignupRequestSchema);
    if (!parsed.ok) return parsed.response;
    const body = parsed.value;
    const problem = emailProblem(body.email);
    if (problem) {
      const message = problem === 'empty' ? frRestock.restockEmailEmpty : frRestock.restockEmailInvalid;
      return c.json({ message, errors: { email: message } }, 400);
    }
    if (!variantView(db, body.productId, body.variantId)) return c.json({ message: UNKNOWN }, 404);
    const created = addSignUp(db, { ...body, isJoinMailingList: body.isJoinMailingList ?? false });
    return c.json({ signedUp: true, created } satisfies OwnerRestockSignupResponse);
  });

  app.get(restockRoutes.ownerGroups, (c) => {
    const page = listGroupRows(db, c.req.query('cursor'), pageSize(c.req.query('limit')));
    const signUpGroups: RestockSignUpGroup[] = page.items.map((g) => {
      const view = variantView(db, g.product_id, g.variant_id);
      return {
        productId: g.product_id,
        variantId: g.variant_id,
        productTitle: view?.productTitle ?? g.product_id,
        variantLabel: view?.variantLabel ?? g.variant_id,
        productUrl: view?.productUrl ?? '',
        qtyInStock: view ? view.qtyInStock : 0,
        signUpCount: g.sign_up_count,
        pendingCount: g.pending_count,
      };
    });
    return c.json({ signUpGroups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor });
  });

  app.get(base, (c) => {
    const filter = { productId: c.req.query('productId') || undefined, variantId: c.req.query('variantId') || undefined };
    const page = listSignUps(db, filter, c.req.query('cursor'), pageSize(c.req.query('limit')));
    return c.json({ signUps: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor });
  });

  app.post(restockRoutes.ownerSend, async (c) => {
    const parsed = await parseBody(c, RestockSendRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { productId, variantId } = parsed.value;
    if (!variantView(db, productId, variantId)) return c.json({ message: UNKNOWN }, 404);
    return c.json({ sent: sendRestockEmails(db, productId, variantId, new URL(c.req.url).origin) });
  });

  app.post(restockRoutes.ownerSendAll, async (c) => {
    const parsed = await parseBody(c, RestockSendAllRequestSchema);
    if (!parsed.ok) return parsed.response;
    const requests = parsed.value.sendRequests;
    if (requests.length > MAX_SEND_REQUESTS) return c.json({ message: fill(frOwnerRestock.tooManySends, { max: String(MAX_SEND_REQUESTS) }) }, 400);
    if (requests.some((r) => !variantView(db, r.productId, r.variantId))) return c.json({ message: UNKNOWN }, 404);
    const origin = new URL(c.req.url).origin;
    const sent = requests.reduce((n, r) => n + sendRestockEmails(db, r.productId, r.variantId, origin), 0);
    return c.json({ sent });
  });

  app.get(restockRoutes.ownerOutbox, (c) =>
    c.json({
      emails: outbox(db).map((e) => ({
        id: String(e.id),
        email: e.email,
        productId: e.product_id,
        variantId: e.variant_id,
        subject: e.subject,
        body: e.body,
        link: e.link,
        created: e.created,
      })),
    }),
  );

  app.post(restockRoutes.ownerStock, async (c) => {
    const parsed = await parseBody(c, RestockStockRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { productId, variantId, qtyInStock } = parsed.value;
    if (!setVariantStock(db, productId, variantId, qtyInStock)) return c.json({ message: UNKNOWN }, 404);
    return c.json({ qtyInStock });
  });
  return app;
}
