import { array, boolean, number, object, optional, string } from './zod';
import type { output } from './zod';

/** One line of a placed order, amounts in minor units of the store currency. */
export const OrderItemSchema = object({
  itemId: string(),
  sku: string(),
  title: string(),
  quantity: number(),
  unitCents: number(),
});
export type OrderItem = output<typeof OrderItemSchema>;

/**
 * `order` in the bootstrap configuration of the order-confirmed page (page type 202):
 * what the checkout-confirmed and purchase events need (docs/behaviour.md §7), amounts in minor units.
 */
export const OrderConfirmedSchema = object({
  orderId: string(),
  cartId: string(),
  websiteId: string(),
  testMode: boolean(),
  kind: optional(string()),
  currency: string(),
  subtotalCents: number(),
  taxCents: number(),
  shippingCents: number(),
  grandTotalCents: number(),
  items: array(OrderItemSchema),
});
export type OrderConfirmed = output<typeof OrderConfirmedSchema>;

/** The part of the configuration the order-confirmed island reads. */
export const OrderConfirmedConfigSchema = object({ order: OrderConfirmedSchema });
