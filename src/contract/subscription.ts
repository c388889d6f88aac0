import { array, boolean, minLength, number, object, optional, string, union } from './zod';
import type { output } from './zod';

/**
 * POST /api/3/commerce/cart/subscription (docs/behaviour.md §7): itemId, sku, qty, additionalFields,
 * optional subscriptionOptionId; answers `data.cartToken`, which the shopper takes to
 * /checkout/subscribe?cartToken=… (docs/behaviour.md §2).
 */
export const SubscriptionCartResponseSchema = object({ data: object({ cartToken: string().check(minLength(1)) }) });
export type SubscriptionCartResponse = output<typeof SubscriptionCartResponseSchema>;

/** The request as the widget sends it (the reference backend validates it with its own schema). */
export interface SubscriptionCartRequest {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields: string | null;
  subscriptionOptionId?: string | null;
}

/** GET commerce/inventory/stock/?itemId= (docs/behaviour.md §7): results with unlimited and qtyInStock. */
export const InventoryResponseSchema = object({
  results: array(
    object({
      sku: optional(string()),
      unlimited: optional(union([boolean(), string()])),
      qtyInStock: optional(union([number(), string()])),
    }),
  ),
});
export type InventoryResponse = output<typeof InventoryResponseSchema>;
