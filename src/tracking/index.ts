export type { AnalyticsEventName, AnalyticsEvents, AnalyticsItem, AnalyticsRecord } from './events';
export { QUEUE_CAP, takeQueued, track } from './track';
export { checkoutConfirmedPayload, entryItem, purchasePayload, removeFromCartPayload, viewCartPayload } from './cart-payloads';
