import { gte, int, lte, minLength, nullable, number, object, optional, string } from './zod.js';
import type { output } from './zod.js';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.js';

export { QUANTITY_MIN, QUANTITY_MAX, routes, CRUMB_HEADER, CRUMB_COOKIE, HAS_CART_COOKIE, CART_COOKIE, SITE_USER_COOKIE } from './constants.js';
export * from './responses.js';

const quantity = number().check(int(), gte(QUANTITY_MIN), lte(QUANTITY_MAX));

/** POST /api/commerce/shopping-cart/entries */
export const AddEntryRequestSchema = object({
  itemId: string().check(minLength(1)),
  sku: string().check(minLength(1)),
  quantity,
  additionalFields: optional(nullable(string())),
});
export type AddEntryRequest = output<typeof AddEntryRequestSchema>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields */
export const UpdateAdditionalFieldsRequestSchema = object({
  itemId: string().check(minLength(1)),
  sku: string().check(minLength(1)),
  additionalFields: string(),
});
export type UpdateAdditionalFieldsRequest = output<typeof UpdateAdditionalFieldsRequestSchema>;

/**
 * PUT /api/commerce/shopping-cart/entries/{entryId}: change an entry's quantity.
 * SPEC.md implies it ("Impossible d'actualiser la quantité") but does not show it; we
 * decided on this shape (docs/api.md).
 */
export const UpdateQuantityRequestSchema = object({ quantity });
export type UpdateQuantityRequest = output<typeof UpdateQuantityRequestSchema>;
