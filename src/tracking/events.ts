/**
 * The analytics events of SPEC.md 7 that the cart and checkout journey sends, with
 * their payloads. Amounts are major units to 2 decimals (cents / 100, SPEC.md 9).
 * The tracking issue adds the other events and the beacons; this is its seam.
 */
export interface AnalyticsItem {
  itemId: string;
  sku: string;
  title: string;
  quantity: number;
  /** unit price */
  price: number;
}

export interface AnalyticsEvents {
  'view-cart': { cartId: string; currency: string; value: number; items: AnalyticsItem[] };
  'remove-from-cart': { cartId: string; currency: string; value: number; item: AnalyticsItem };
  'checkout-confirmed': { orderId: string; cartId: string; testMode: boolean; websiteId: string };
  purchase: { transactionId: string; currency: string; value: number; shipping: number; tax: number; items: AnalyticsItem[] };
  /** SPEC.md 7 "open and save custom product form" (widgets/form/product-form.tsx) */
  'open-custom-form': { itemId: string; formId: string };
  'save-custom-form': { itemId: string; formId: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** What `track` queues and puts in the `storefront:analytics` event's detail. */
export type AnalyticsRecord = {
  [K in AnalyticsEventName]: { event: K; payload: AnalyticsEvents[K]; at: number };
}[AnalyticsEventName];
