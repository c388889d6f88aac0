import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/contract/index.js';

/**
 * Requests the shared contract does not have yet (candidates for src/contract/).
 * POST /api/3/commerce/cart/subscription (docs/behaviour.md §7): quantity as `qty`, optional.
 */
export const SubscriptionCartRequestSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  sku: z.string().check(z.minLength(1)),
  qty: z.optional(z.number().check(z.int(), z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX))),
  additionalFields: z.optional(z.nullable(z.string())),
  subscriptionOptionId: z.optional(z.nullable(z.string())),
});
export type SubscriptionCartRequest = z.infer<typeof SubscriptionCartRequestSchema>;

export const SubscriptionCartResponseSchema = z.object({ data: z.object({ cartToken: z.string() }) });

/** The test-mode "place order" form of the checkout pages (form-encoded). */
export const PlaceOrderFormSchema = z.object({
  crumb: z.string(),
  email: z.optional(z.string().check(z.maxLength(256))),
  cartToken: z.optional(z.string()),
  giftCardProductId: z.optional(z.string()),
  sku: z.optional(z.string()),
});
