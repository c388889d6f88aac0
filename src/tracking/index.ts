export type { AnalyticsEventName, AnalyticsEvents, AnalyticsItem, AnalyticsRecord, CustomAnalyticsRecord } from './events';
export { QUEUE_CAP, takeQueued, track } from './track';
export { EVENT_NAME, trackCustom } from './custom-events';
export { addToCartPayload, checkoutConfirmedPayload, entryItem, purchasePayload, removeFromCartPayload, viewCartPayload } from './cart-payloads';
