import { boolean, object, optional, string, stringMap } from './zod';
import type { output } from './zod';
import { CartEntrySchema, ShoppingCartSchema } from './cart';

/**
 * The answers of the cart calls, as the browser validates them (re-exported by
 * calls.ts). Kept apart from the request schemas of calls.ts, which only the runtime
 * chunk and the reference backend use, so a product page does not bundle them.
 */

/** POST /api/commerce/shopping-cart/entries */
export const AddEntryResponseSchema = object({
  shoppingCart: ShoppingCartSchema,
  newlyAdded: CartEntrySchema,
});
export type AddEntryResponse = output<typeof AddEntryResponseSchema>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields */
export const UpdateAdditionalFieldsResponseSchema = object({
  shoppingCart: ShoppingCartSchema,
  updatedEntry: CartEntrySchema,
});

/** Answer of the quantity and removal calls (DELETE on the same path). */
export const CartResponseSchema = object({ shoppingCart: ShoppingCartSchema });

/** GET /api/commerce/shopping-cart answers the cart fields themselves. */
export const GetCartResponseSchema = ShoppingCartSchema;

/**
 * Error body of every API call. `crumbFail` marks a CSRF (crumb) failure: the client
 * turns it into the session-expired or cookies-disabled message of docs/behaviour.md §8.
 */
export const ApiErrorBodySchema = object({
  message: optional(string()),
  crumbFail: optional(boolean()),
  errors: optional(stringMap(string())),
});
export type ApiErrorBody = output<typeof ApiErrorBodySchema>;
