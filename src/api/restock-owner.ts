import type { Result } from './errors';
import { request } from './client';
import { collectPages } from './pages';
import {
  type OwnerRestockSignupRequest,
  OwnerRestockSignupResponseSchema,
  type RestockOutboxEmail,
  RestockGroupsPageSchema,
  RestockOutboxSchema,
  RestockSendResponseSchema,
  type RestockSendRequest,
  type RestockSignUp,
  type RestockSignUpGroup,
  RestockSignUpsPageSchema,
  RestockStockResponseSchema,
} from '../contract/restock';
import { restockRoutes } from '../contract/restock-routes';

/**
 * The owner's restock API client (docs/behaviour.md §7, under
 * /api/site-users/account/notifications/restock): whole lists, fetched page after page
 * until there is no next page, and the sends. Same-origin, with the crumb, like every call.
 */
const withCursor = (query: Record<string, string>, cursor: string | null, limit?: number): Record<string, string> | undefined => {
  const all = { ...query, ...(cursor ? { cursor } : {}), ...(limit ? { limit: String(limit) } : {}) };
  return Object.keys(all).length > 0 ? all : undefined;
};

/** Every sign-up group (product and variant with its counts). `limit`: rows per page (server default 20). */
export const listRestockGroups = (limit?: number): Promise<Result<RestockSignUpGroup[]>> =>
  collectPages(async (cursor) => {
    const page = await request(restockRoutes.ownerGroups, { query: withCursor({}, cursor, limit), schema: RestockGroupsPageSchema });
    return page.ok ? { ok: true, value: { ...page.value, items: page.value.signUpGroups } } : page;
  });

/** Every sign-up of a product and variant. */
export const listRestockSignUps = (group: RestockSendRequest, limit?: number): Promise<Result<RestockSignUp[]>> =>
  collectPages(async (cursor) => {
    const page = await request(restockRoutes.owner, {
      query: withCursor({ productId: group.productId, variantId: group.variantId }, cursor, limit),
      schema: RestockSignUpsPageSchema,
    });
    return page.ok ? { ok: true, value: { ...page.value, items: page.value.signUps } } : page;
  });

/**
 * The owner-side sign-up (docs/behaviour.md §7: `productId`, `variantId`, and the visitor's
 * `language` from the site's translation tool when known), with the visitor's `email` and
 * mailing-list choice. Answers whether a new sign-up was stored (false: it existed).
 */
export const signUpForRestock = async (signUp: OwnerRestockSignupRequest): Promise<Result<boolean>> => {
  const r = await request(restockRoutes.owner, { method: 'POST', body: signUp, schema: OwnerRestockSignupResponseSchema });
  return r.ok ? { ok: true, value: r.value.created } : r;
};

/** Sends the restock email to one product and variant's sign-ups not yet notified; answers how many went out. */
export const sendRestock = async (group: RestockSendRequest): Promise<Result<number>> => {
  const r = await request(restockRoutes.ownerSend, { method: 'POST', body: group, schema: RestockSendResponseSchema });
  return r.ok ? { ok: true, value: r.value.sent } : r;
};

/** Sends to every listed product and variant at once (`sendRequests`). */
export const sendAllRestock = async (sendRequests: readonly RestockSendRequest[]): Promise<Result<number>> => {
  const r = await request(restockRoutes.ownerSendAll, { method: 'POST', body: { sendRequests }, schema: RestockSendResponseSchema });
  return r.ok ? { ok: true, value: r.value.sent } : r;
};

/** The reference backend's outbox (its owner page shows what the sends wrote). */
export const listRestockOutbox = async (): Promise<Result<RestockOutboxEmail[]>> => {
  const r = await request(restockRoutes.ownerOutbox, { schema: RestockOutboxSchema });
  return r.ok ? { ok: true, value: r.value.emails } : r;
};

/** The reference backend's restock action: sets a variant's stock. */
export const setRestockStock = async (group: RestockSendRequest, qtyInStock: number): Promise<Result<number>> => {
  const body = { ...group, qtyInStock };
  const r = await request(restockRoutes.ownerStock, { method: 'POST', body, schema: RestockStockResponseSchema });
  return r.ok ? { ok: true, value: r.value.qtyInStock } : r;
};
