import type { TrackingContext } from '../contract/tracking-config';
import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH } from '../contract/tracking-constants';
import { census } from './census';
import type { AnalyticsRecord } from './events';
import type { PageEvent } from './page-events';
import { track } from './track';

/**
 * What the page's address and markup say and what happens on it, once tracking starts,
 * as docs/behaviour.md §7 events and census calls (started by page-events.ts):
 * - search: `/search` with a non-empty `q`; complete registration: the
 *   `data-registration-complete` hook (its value names the method);
 * - reviews tab and anchor: clicks on a control opening `.product-reviews`;
 * - click and add: an add to cart of another product than the page's; a Quick View is
 *   also an overlay census call (POST /api/census/overlay): recordFollowUp, called by
 *   page-events.ts for each record;
 * - related product display: a `[data-related-products]` block coming into view, once;
 * - button render and click census: each `.sqs-block-button` once, each click on its link or button.
 */
/** Fires one page event; none, nothing. */
export const fire = (event: PageEvent | null): void => void (event && track(event[0], event[1]));

/** Markup hooks (docs/markup-contract.md "Tracking hooks"). */
export const BUTTON_BLOCK = '.sqs-block-button';
const RELATED = '[data-related-products]';
const REVIEWS = '.product-reviews';

/** Markup hook of a finished site-user sign-up (docs/markup-contract.md). */
const REGISTERED = 'data-registration-complete';

/** What the address and the sign-up hook say: a search (query trimmed, 200 characters at most), a completed registration. */
export const addressEvents = (url: URL, registration: string | null): PageEvent[] => {
  const events: PageEvent[] = [];
  const query = url.pathname === '/search' && url.searchParams.get('q')?.trim();
  if (query) events.push(['search', { query: query.slice(0, 200) }]);
  if (registration !== null) events.push(['complete-registration', registration ? { method: registration.slice(0, 64) } : {}]);
  return events;
};

/** The element a reviews control opens: a closed disclosure's `<details>`, a link's `#id`, a tab's `aria-controls`. */
const panelOf = (control: Element): Element | null =>
  control.matches('summary')
    ? control.parentElement!.closest('details:not([open])')
    : document.getElementById(control.getAttribute('href')?.slice(1) ?? control.getAttribute('aria-controls') ?? '');

/**
 * A click on a link to the reviews (`reviews-anchor`), or on a tab or disclosure opening
 * them (`reviews-tab`): what it opens is, holds or sits in `.product-reviews`. The product
 * is the one of the block around the control, else the page's.
 */
export const reviewsEvent = (target: Element, pageItemId: string | undefined): PageEvent | null => {
  const control = target.closest('a[href^="#"],summary,[role="tab"]');
  const panel = control && panelOf(control);
  if (!panel || !(panel.closest(REVIEWS) || panel.querySelector(REVIEWS))) return null;
  const itemId = control.closest<HTMLElement>('[data-storefront="product"]')?.dataset.itemId ?? pageItemId;
  return itemId ? [control.matches('a') ? 'reviews-anchor' : 'reviews-tab', { itemId }] : null;
};

/**
 * What follows an SDK analytics record: an add to cart of another product than the page's
 * (from the list, a Quick View, an add-on or related block) is also a click and add; a
 * Quick View is an overlay. A theme's own records (the `track` command) are nothing.
 */
export const recordFollowUp = (record: AnalyticsRecord, pageItemId: string | undefined): PageEvent | 'overlay' | null => {
  if ('custom' in record) return null;
  if (record.event === 'quick-view') return 'overlay';
  if (record.event !== 'add-to-cart' || record.payload.item.itemId === pageItemId) return null;
  const { itemId, title } = record.payload.item;
  return ['click-and-add', { itemId, title }];
};

/** The product ids of a related products block, each once, 50 at most. */
export const relatedIds = (block: Element): string[] => [...new Set([...block.querySelectorAll<HTMLElement>('[data-item-id]')].map((e) => e.dataset.itemId!))].slice(0, 50);

export const listen = (host: TrackingContext): void => {
  addressEvents(new URL(location.href), document.querySelector(`[${REGISTERED}]`)?.getAttribute(REGISTERED) ?? null).forEach(fire);
  document.querySelectorAll(BUTTON_BLOCK).forEach((b) => census(host, BUTTON_RENDER_PATH, { buttonId: b.id || undefined }));
  // capture: a theme's stopPropagation does not hide a click from tracking
  document.addEventListener('click', ({ target }) => {
    if (!(target instanceof Element)) return;
    fire(reviewsEvent(target, host.itemId));
    const button = target.closest(`${BUTTON_BLOCK} :is(a,button)`)?.closest(BUTTON_BLOCK);
    if (button) census(host, BUTTON_CLICK_PATH, { buttonId: button.id || undefined });
  }, true);

  const seen = new IntersectionObserver((entries) =>
    entries.forEach((entry) => {
      if (!entry.isIntersecting) return;
      seen.unobserve(entry.target);
      const itemIds = relatedIds(entry.target);
      if (itemIds.length) track('related-product-display', { itemIds });
    }),
  );
  document.querySelectorAll(RELATED).forEach((block) => seen.observe(block));
};
