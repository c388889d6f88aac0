export type { AnalyticsEventName, AnalyticsEvents, AnalyticsItem, AnalyticsRecord, CustomAnalyticsRecord } from './events';
export { EVENT_NAME, QUEUE_CAP, takeQueued, track, trackCustom } from './track';
export { addToCartPayload, checkoutConfirmedPayload, entryItem, purchasePayload, removeFromCartPayload, viewCartPayload } from './cart-payloads';
