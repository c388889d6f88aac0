import type { TrackingContext } from '../contract/tracking-config';
import { OVERLAY_PATH } from '../contract/tracking-constants';
import { census } from './census';
import type { AnalyticsEventName, AnalyticsEvents, AnalyticsRecord } from './events';
import { fire, listen, recordFollowUp } from './page-listeners';
import { takeRecords } from './track';
import { CollectionTypeCode } from '../domain/content/enums';
import { PageType } from '../domain/page-types';

/*
 * The client events of docs/behaviour.md §7 that no widget fires itself, read from the page once
 * tracking starts (after load and idle; src/tracking/chunk.ts): here, what the page type
 * says, and every analytics record on its way to be sent (click and add, the Quick View
 * overlay follow it); in page-listeners.ts, the rest (search, sign-up, reviews, related
 * products) and the button census calls. Both are part of the
 * tracking chunk (a chunk of their own would be counted in its budget all the same, and
 * cost more, split). Rules and markup hooks: docs/api.md "Analytics events",
 * docs/markup-contract.md "Tracking hooks".
 */

/** One client event of docs/behaviour.md §7 with its payload. */
export type PageEvent = { [K in AnalyticsEventName]: [K, AnalyticsEvents[K]] }[AnalyticsEventName];

/**
 * What the page type says: a product page (a content item of the products collection) is
 * a visit and a view of its product; another content item (a blog post) a content view;
 * a products collection page, not in a frame, a listing visit (docs/behaviour.md §2).
 */
export const pageTypeEvents = (page: Pick<TrackingContext, 'pageType' | 'collectionType' | 'itemId'>, pageId: string, inFrame: boolean): PageEvent[] => {
  const { itemId } = page;
  if (page.pageType !== PageType.ContentItem) return page.collectionType === CollectionTypeCode.Products && !inFrame ? [['visit-listing', { collectionId: pageId }]] : [];
  if (!itemId) return [];
  return page.collectionType === CollectionTypeCode.Products
    ? [
        ['visit-product-page', { itemId }],
        ['product-view', { itemId }],
      ]
    : [['view-content', { contentId: itemId }]];
};

/**
 * Takes every analytics record (track.ts: the queued ones, then each new one) to `send`
 * it, with what follows it (recordFollowUp); fires the page type's events (a popup overlay
 * page is an overlay census call), then listens (page-listeners.ts).
 */
export const startPageEvents = (host: TrackingContext, send: (record: AnalyticsRecord) => void): void => {
  takeRecords((record) => {
    send(record);
    const next = recordFollowUp(record, host.itemId);
    if (next === 'overlay') census(host, OVERLAY_PATH);
    else fire(next);
  });
  pageTypeEvents(host, host.tracking.pageId, window.top !== window).forEach(fire);
  if (host.pageType === PageType.PopupOverlay) census(host, OVERLAY_PATH);
  listen(host);
};
