import type { CartEntry, ShoppingCart } from '../contract/cart';
import type { OrderConfirmed, OrderItem } from '../contract/order';
import { toAnalyticsAmount } from '../domain/money';
import type { AnalyticsEvents, AnalyticsItem } from './events';

/**
 * Payloads of the cart and checkout events (docs/behaviour.md §7), amounts divided by 100 to 2
 * decimals (toAnalyticsAmount). Pure: no DOM.
 */
export const entryItem = (entry: CartEntry): AnalyticsItem => ({
  itemId: entry.itemId,
  sku: entry.chosenVariant.sku,
  title: entry.title,
  quantity: entry.quantity,
  price: toAnalyticsAmount(entry.purchasePriceCents),
});

const orderItem = (line: OrderItem): AnalyticsItem => ({
  itemId: line.itemId,
  sku: line.sku,
  title: line.title,
  quantity: line.quantity,
  price: toAnalyticsAmount(line.unitCents),
});

export const viewCartPayload = (cart: ShoppingCart, currency: string): AnalyticsEvents['view-cart'] => ({
  cartId: cart.id,
  currency,
  value: toAnalyticsAmount(cart.subtotalCents),
  items: cart.entries.map(entryItem),
});

/** The entry just added (POST .../entries answers it as newlyAdded); value = unit price x added quantity. */
export const addToCartPayload = (cart: ShoppingCart, added: CartEntry, quantity: number, currency: string): AnalyticsEvents['add-to-cart'] => ({
  cartId: cart.id,
  currency,
  value: toAnalyticsAmount(added.purchasePriceCents * quantity),
  item: { ...entryItem(added), quantity },
});

export const removeFromCartPayload = (cart: ShoppingCart, entry: CartEntry, currency: string): AnalyticsEvents['remove-from-cart'] => ({
  cartId: cart.id,
  currency,
  value: toAnalyticsAmount(entry.purchasePriceCents * entry.quantity),
  item: entryItem(entry),
});

export const checkoutConfirmedPayload = (order: OrderConfirmed): AnalyticsEvents['checkout-confirmed'] => ({
  orderId: order.orderId,
  cartId: order.cartId,
  testMode: order.testMode,
  websiteId: order.websiteId,
});

export const purchasePayload = (order: OrderConfirmed): AnalyticsEvents['purchase'] => ({
  transactionId: order.orderId,
  currency: order.currency,
  value: toAnalyticsAmount(order.grandTotalCents),
  shipping: toAnalyticsAmount(order.shippingCents),
  tax: toAnalyticsAmount(order.taxCents),
  items: order.items.map(orderItem),
});
