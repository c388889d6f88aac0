import type { AddToCartFailureReason } from '../domain/add-to-cart-reasons';

/**
 * The client analytics events of docs/behaviour.md §7, with their payloads. Amounts are major
 * units to 2 decimals (cents / 100, docs/behaviour.md §9: toAnalyticsAmount). The widgets fire
 * them through `track` (src/tracking/track.ts); theme developers listen to
 * `storefront:analytics` and send their own with the `track` command (docs/api.md).
 */
export interface AnalyticsItem {
  itemId: string;
  sku: string;
  title: string;
  quantity: number;
  /** unit price */
  price: number;
}

/** A type, not an interface: a record's payload is then a `Record<string, unknown>` too (analytics.ts). */
type ProductRef = {
  itemId: string;
  title?: string;
};

export interface AnalyticsEvents {
  'add-to-cart': { cartId: string; currency: string; value: number; item: AnalyticsItem };
  /** docs/behaviour.md §8 "Tracked failure reasons": every failed add, with its reason. */
  'add-to-cart-failure': { itemId: string; reason: AddToCartFailureReason };
  'product-view': ProductRef;
  'visit-product-page': ProductRef;
  'visit-listing': { collectionId: string };
  'quick-view': ProductRef;
  'view-cart': { cartId: string; currency: string; value: number; items: AnalyticsItem[] };
  'remove-from-cart': { cartId: string; currency: string; value: number; item: AnalyticsItem };
  'related-product-display': { itemIds: string[] };
  'click-and-add': ProductRef;
  'reviews-tab': ProductRef;
  'reviews-anchor': ProductRef;
  'checkout-confirmed': { orderId: string; cartId: string; testMode: boolean; websiteId: string };
  purchase: { transactionId: string; currency: string; value: number; shipping: number; tax: number; items: AnalyticsItem[] };
  /** docs/behaviour.md §7 "open and save custom product form" (widgets/form/product-form.tsx) */
  'open-custom-form': { itemId: string; formId: string; title?: string };
  'save-custom-form': { itemId: string; formId: string; title?: string };
  search: { query: string };
  'newsletter-lead': { formId: string };
  'view-content': { contentId: string; title?: string };
  'complete-registration': { method?: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** A theme developer's own event (the `track` command): any lower-case kebab name. */
export interface CustomAnalyticsRecord {
  event: string;
  payload: Record<string, unknown>;
  at: number;
  custom: true;
}

/** What `track` queues and puts in the `storefront:analytics` event's detail. */
export type AnalyticsRecord =
  | {
      [K in AnalyticsEventName]: { event: K; payload: AnalyticsEvents[K]; at: number };
    }[AnalyticsEventName]
  | CustomAnalyticsRecord;
