import { gte, int, lte, maxLength, minLength, nullable, number, object, optional, string } from './zod';
import type { output } from './zod';
import { ADDITIONAL_FIELDS_MAX, ID_MAX, QUANTITY_MAX, QUANTITY_MIN } from './constants';

export { QUANTITY_MIN, QUANTITY_MAX, CART_QUANTITY_MAX, ADDITIONAL_FIELDS_MAX, ID_MAX, routes, CRUMB_HEADER, CRUMB_COOKIE, HAS_CART_COOKIE, CART_COOKIE, SITE_USER_COOKIE } from './constants';
export * from './responses';

const quantity = number().check(int(), gte(QUANTITY_MIN), lte(QUANTITY_MAX));
const id = string().check(minLength(1), maxLength(ID_MAX));
const answers = string().check(maxLength(ADDITIONAL_FIELDS_MAX));

/** POST /api/commerce/shopping-cart/entries */
export const AddEntryRequestSchema = object({
  itemId: id,
  sku: id,
  quantity,
  additionalFields: optional(nullable(answers)),
});
export type AddEntryRequest = output<typeof AddEntryRequestSchema>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields */
export const UpdateAdditionalFieldsRequestSchema = object({
  itemId: id,
  sku: id,
  additionalFields: answers,
});
export type UpdateAdditionalFieldsRequest = output<typeof UpdateAdditionalFieldsRequestSchema>;

/**
 * PUT /api/commerce/shopping-cart/entries/{entryId}: change an entry's quantity.
 * docs/behaviour.md implies it ("Impossible d'actualiser la quantité") but does not show it; we
 * decided on this shape (docs/api.md).
 */
export const UpdateQuantityRequestSchema = object({ quantity });
export type UpdateQuantityRequest = output<typeof UpdateQuantityRequestSchema>;

/** POST /api/3/commerce/cart/subscription (docs/behaviour.md §7): quantity as `qty`, optional; the same bounds as a cart entry. */
export const SubscriptionCartRequestSchema = object({
  itemId: id,
  sku: id,
  qty: optional(quantity),
  additionalFields: optional(nullable(answers)),
  subscriptionOptionId: optional(nullable(id)),
});
