import { array, boolean, int, gte, maxLength, minLength, nullable, number, object, optional, string } from './zod';
import { EMAIL_MAX, ID_MAX, TOKEN_MAX } from './constants';
import type { output } from './zod';

/**
 * The restock (back-in-stock) calls of docs/behaviour.md §7: the storefront signup and the owner
 * API. Paths: src/contract/restock-routes.ts.
 */
const id = string().check(minLength(1), maxLength(ID_MAX));
/** Bounded well past EMAIL_MAX: the shared email rule (src/domain/email.ts) names a too-long address's problem. */
const email = string().check(maxLength(4 * EMAIL_MAX));

/** POST /api/commerce/restock-notifications (docs/behaviour.md §3 "Signup payload"). */
export const RestockSignupRequestSchema = object({
  isJoinMailingList: boolean(),
  productId: id,
  variantId: id,
  /** Checked with the shared email rule (src/domain/email.ts), not here, so the answer names the problem. */
  siteVisitorEmail: email,
  recaptchaEnterpriseV3Token: string().check(maxLength(TOKEN_MAX)),
});
export type RestockSignupRequest = output<typeof RestockSignupRequestSchema>;

/**
 * The same answer whether the email was new or already signed up for that variant, so
 * the form never tells who is on the list.
 */
export const RestockSignupResponseSchema = object({ signedUp: boolean() });
export type RestockSignupResponse = output<typeof RestockSignupResponseSchema>;

/** POST /api/site-users/account/notifications/restock: the owner signs a visitor up. */
export const OwnerRestockSignupRequestSchema = object({
  productId: id,
  variantId: id,
  email,
  isJoinMailingList: optional(boolean()),
  /** The visitor's language, from the site translation tool (docs/behaviour.md §3). */
  language: optional(string().check(maxLength(35))),
});
export type OwnerRestockSignupRequest = output<typeof OwnerRestockSignupRequestSchema>;

/** Its answer: `created` is false when the visitor was already signed up for that variant. */
export const OwnerRestockSignupResponseSchema = object({ signedUp: boolean(), created: boolean() });
export type OwnerRestockSignupResponse = output<typeof OwnerRestockSignupResponseSchema>;

const page = { hasNextPage: boolean(), nextPageCursor: nullable(string()) };

/** Sign-ups of one product and variant. */
export const RestockSignUpGroupSchema = object({
  productId: string(),
  variantId: string(),
  productTitle: string(),
  /** The variant's options ("A2", "L / Noir"), empty for a product without options. */
  variantLabel: string(),
  productUrl: string(),
  /** Variant stock now (null when unlimited). */
  qtyInStock: nullable(number()),
  signUpCount: number().check(int(), gte(0)),
  pendingCount: number().check(int(), gte(0)),
});
export type RestockSignUpGroup = output<typeof RestockSignUpGroupSchema>;

/** GET .../restock/groups?cursor= */
export const RestockGroupsPageSchema = object({ signUpGroups: array(RestockSignUpGroupSchema), ...page });
export type RestockGroupsPage = output<typeof RestockGroupsPageSchema>;

export const RestockSignUpSchema = object({
  id: string(),
  productId: string(),
  variantId: string(),
  email: string(),
  isJoinMailingList: boolean(),
  language: nullable(string()),
  created: number(),
  /** When the restock email went out (null: not yet). */
  notifiedAt: nullable(number()),
});
export type RestockSignUp = output<typeof RestockSignUpSchema>;

/** GET .../restock?productId=&variantId=&cursor= */
export const RestockSignUpsPageSchema = object({ signUps: array(RestockSignUpSchema), ...page });
export type RestockSignUpsPage = output<typeof RestockSignUpsPageSchema>;

/** POST .../restock/send */
export const RestockSendRequestSchema = object({ productId: id, variantId: id });
export type RestockSendRequest = output<typeof RestockSendRequestSchema>;

/** POST .../restock/send/all */
export const RestockSendAllRequestSchema = object({ sendRequests: array(RestockSendRequestSchema) });
export type RestockSendAllRequest = output<typeof RestockSendAllRequestSchema>;

/** What a send did: emails written to the outbox (sign-ups already notified are skipped). */
export const RestockSendResponseSchema = object({ sent: number().check(int(), gte(0)) });
export type RestockSendResponse = output<typeof RestockSendResponseSchema>;

/** One email of the reference backend's outbox (what a send wrote). */
export const RestockOutboxEmailSchema = object({
  id: string(),
  email: string(),
  productId: string(),
  variantId: string(),
  subject: string(),
  body: string(),
  link: string(),
  created: number(),
});
export type RestockOutboxEmail = output<typeof RestockOutboxEmailSchema>;

/** GET .../restock/outbox (the reference backend's, for its owner page) */
export const RestockOutboxSchema = object({ emails: array(RestockOutboxEmailSchema) });

/** POST .../restock/stock (the reference backend's owner action: restock a variant) */
export const RestockStockRequestSchema = object({ productId: id, variantId: id, qtyInStock: number().check(int(), gte(0)) });
export type RestockStockRequest = output<typeof RestockStockRequestSchema>;

export const RestockStockResponseSchema = object({ qtyInStock: number() });
