import { boolean, gte, int, lte, minLength, nullable, number, object, optional, record, string } from './zod.js';
import type { output } from './zod.js';
import { CartEntrySchema, ShoppingCartSchema } from './cart.js';

/** SPEC.md 9: quantity 1 to 9999. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

const quantity = number().check(int(), gte(QUANTITY_MIN), lte(QUANTITY_MAX));

/** The routes of SPEC.md 7 the cart uses, plus the two the cart UI implies. */
export const routes = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  entryAdditionalFields: (entryId: string) =>
    `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`,
  subscription: '/api/3/commerce/cart/subscription',
  inventory: '/api/commerce/inventory/stock/',
  config: '/api/context/config',
  quickView: (id: string) => `/api/census/RecordQuickView/${encodeURIComponent(id)}`,
} as const;

/** POST /api/commerce/shopping-cart/entries */
export const AddEntryRequestSchema = object({
  itemId: string().check(minLength(1)),
  sku: string().check(minLength(1)),
  quantity,
  additionalFields: optional(nullable(string())),
});
export type AddEntryRequest = output<typeof AddEntryRequestSchema>;

export const AddEntryResponseSchema = object({
  shoppingCart: ShoppingCartSchema,
  newlyAdded: CartEntrySchema,
});
export type AddEntryResponse = output<typeof AddEntryResponseSchema>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields */
export const UpdateAdditionalFieldsRequestSchema = object({
  itemId: string().check(minLength(1)),
  sku: string().check(minLength(1)),
  additionalFields: string(),
});
export type UpdateAdditionalFieldsRequest = output<typeof UpdateAdditionalFieldsRequestSchema>;

export const UpdateAdditionalFieldsResponseSchema = object({
  shoppingCart: ShoppingCartSchema,
  updatedEntry: CartEntrySchema,
});

/**
 * PUT /api/commerce/shopping-cart/entries/{entryId}: change an entry's quantity.
 * SPEC.md implies it ("Impossible d'actualiser la quantité") but does not show it; we
 * decided on this shape (docs/api.md).
 */
export const UpdateQuantityRequestSchema = object({ quantity });
export type UpdateQuantityRequest = output<typeof UpdateQuantityRequestSchema>;

/** Answer of the quantity and removal calls (DELETE on the same path). */
export const CartResponseSchema = object({ shoppingCart: ShoppingCartSchema });

/** GET /api/commerce/shopping-cart answers the cart fields themselves. */
export const GetCartResponseSchema = ShoppingCartSchema;

/**
 * Error body of every API call. `crumbFail` marks a CSRF (crumb) failure: the client
 * turns it into the session-expired or cookies-disabled message of SPEC.md 8.
 */
export const ApiErrorBodySchema = object({
  message: optional(string()),
  crumbFail: optional(boolean()),
  errors: optional(record(string(), string())),
});
export type ApiErrorBody = output<typeof ApiErrorBodySchema>;

/** Name of the header that carries the crumb (CSRF token), read from the `crumb` cookie. */
export const CRUMB_HEADER = 'X-CSRF-Token';
export const CRUMB_COOKIE = 'crumb';
/** Cookies that say a cart exists (SPEC.md 4: has-cart cookie true, or a cart cookie). */
export const HAS_CART_COOKIE = 'hasCart';
export const CART_COOKIE = 'CART';
export const SITE_USER_COOKIE = 'SiteUserInfo';
