import type { TrackingContext } from '../contract/tracking-config';
import { type PageEvent, fire, listen } from './page-listeners';

/*
 * The client events of SPEC.md 7 that no widget fires itself, read from the page once
 * tracking starts (after load and idle; src/tracking/chunk.ts): what the page is, here;
 * what happens on it (clicks, the widgets' DOM events, related products coming into
 * view) and the button and overlay census calls, in page-listeners.ts. Rules and markup
 * hooks: docs/api.md "Analytics events".
 */

/**
 * SPEC.md 2: page type 50 is a content item, collection type 13 the products. Written
 * here rather than imported from src/domain/product-page-rules.ts: sharing that module
 * with the product widget would split it into a chunk of its own on the product page
 * (+100 B at mount).
 */
const CONTENT_ITEM = 50;
const PRODUCTS = 13;
/** Markup hook of a finished site-user sign-up (docs/markup-contract.md); its value names the method. */
const REGISTERED = 'data-registration-complete';

type Page = Pick<TrackingContext, 'pageType' | 'collectionType' | 'itemId'> & { pageId: string };

/**
 * What the page is: a product page (page type 50 in the products collection) is a visit
 * and a view of its product; another content item (a blog post) a content view; a product
 * collection page not in a frame a listing visit (SPEC.md 2); `/search?q=` a search; a
 * page carrying the sign-up hook a completed registration.
 */
export const pageLoadEvents = (page: Page, url: URL, inFrame: boolean, registration: string | null): PageEvent[] => {
  const events: PageEvent[] = [];
  const { itemId } = page;
  if (page.pageType !== CONTENT_ITEM) {
    if (page.collectionType === PRODUCTS && !inFrame) events.push(['visit-listing', { collectionId: page.pageId }]);
  } else if (itemId) {
    if (page.collectionType === PRODUCTS) events.push(['visit-product-page', { itemId }], ['product-view', { itemId }]);
    else events.push(['view-content', { contentId: itemId }]);
  }
  const query = url.pathname === '/search' && url.searchParams.get('q')?.trim();
  if (query) events.push(['search', { query: query.slice(0, 200) }]);
  if (registration !== null) events.push(['complete-registration', registration ? { method: registration.slice(0, 64) } : {}]);
  return events;
};

/** Fires the page's own events, then listens to what happens on it (page-listeners.ts). */
export const startPageEvents = (host: TrackingContext): void => {
  pageLoadEvents({ ...host, pageId: host.tracking.pageId }, new URL(location.href), window.top !== window, document.querySelector(`[${REGISTERED}]`)?.getAttribute(REGISTERED) ?? null).forEach(fire);
  listen(host);
};
