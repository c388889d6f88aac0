import type { TrackingContext } from '../contract/tracking-config';
import { $visitor } from '../state/visitor';
import { asRecord, sendEvent } from './analytics';
import { takeQueued, track } from './track';

/** SPEC.md 2: content item pages (50) of a product, and product collections (13) as lists. */
const CONTENT_ITEM = 50;
const PRODUCTS_COLLECTION = 13;

/**
 * The page's own events, fired once tracking starts (after load and idle): a product
 * page is a product view and a product page visit; a product collection page is a
 * listing visit (SPEC.md 2 "The product list page counts as shown when...").
 */
export const pageEvents = (host: TrackingContext): void => {
  if (host.pageType === CONTENT_ITEM && host.itemId) {
    track('visit-product-page', { itemId: host.itemId });
    track('product-view', { itemId: host.itemId });
  } else if (host.collectionType === PRODUCTS_COLLECTION && host.pageType !== CONTENT_ITEM && window.top === window) {
    track('visit-listing', { collectionId: host.tracking.pageId });
  }
};

/**
 * Sends every analytics record: those queued before the chunk loaded, then each
 * `storefront:analytics` event (the public seam: the widgets' `track` calls, the
 * `track` command, or a theme's own dispatch, checked by asRecord).
 */
export const startAnalytics = (host: TrackingContext): void => {
  const send = (detail: unknown) => {
    const record = asRecord(detail);
    const visitor = $visitor.get();
    if (record && visitor) void sendEvent(host, visitor, record).catch(() => {});
  };
  document.addEventListener('storefront:analytics', (e) => send((e as CustomEvent<unknown>).detail));
  takeQueued().forEach(send);
  pageEvents(host);
};
