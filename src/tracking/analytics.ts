import { CRUMB_COOKIE } from '../contract/constants';
import type { TrackingContext } from '../contract/tracking-config';
import { RECORD_EVENT_PATH } from '../contract/tracking-constants';
import type { AnalyticsPayload1, EventsServiceBody } from '../contract/tracking';
import { readCookie } from '../state/cookies';
import { $visitor, type VisitorState } from '../state/visitor';
import { beacon, post } from './send';

/** What is sent: an analytics record (src/tracking/events.ts, published by track.ts). */
export interface SentRecord {
  event: string;
  payload: Record<string, unknown>;
  at: number;
}

const language = (host: TrackingContext): string => navigator.language || host.locale;

/** The parts of the page's address the payloads carry (`location`, or a URL in tests). */
type PageAddress = Pick<Location, 'hash' | 'host' | 'pathname' | 'search'>;

/** docs/behaviour.md §3 analytics payload 1 (POST /api/events/RecordEvent). */
export const payload1 = (host: TrackingContext, record: SentRecord, url: PageAddress): AnalyticsPayload1 => {
  const variant = (record.payload as { item?: { sku?: unknown } }).item?.sku;
  return {
    eventName: record.event,
    websiteId: host.websiteId,
    memberAccountId: host.tracking.memberAccountId,
    website_locale: host.locale,
    member_locale: language(host),
    templateId: host.tracking.templateId,
    variantId: typeof variant === 'string' ? variant : null,
    pageHash: url.hash,
    pagePath: url.pathname,
  };
};

/** The event's object: its product, order, cart, content or form id. */
const objectId = (p: Record<string, unknown>): string | null => {
  const id = p.itemId ?? p.transactionId ?? p.orderId ?? p.cartId ?? p.contentId ?? p.formId;
  return typeof id === 'string' ? id : null;
};

/** docs/behaviour.md §3 analytics payload 2 (the events service); the event's own payload in event_properties. */
export const payload2 = (host: TrackingContext, visitor: VisitorState, record: SentRecord, url: PageAddress): EventsServiceBody => ({
  eventSchemaName: record.event,
  eventContent: {
    analytics_id: visitor.analyticsId,
    session_id: visitor.session.sessionId,
    marketing_id: null,
    browser_language: language(host),
    window_width: window.innerWidth,
    window_height: window.innerHeight,
    page_host: url.host,
    page_path: url.pathname,
    page_query: url.search.slice(1),
    page_referrer: document.referrer,
    user_agent: navigator.userAgent.slice(0, 1000),
    occurred_at: record.at,
    source_environment: 'storefront',
    context_website_id: host.websiteId,
    destination_url: null,
    member_account_id: host.tracking.memberAccountId,
    object_identifier: objectId(record.payload),
    resolved_locale: language(host),
    website_locale: host.locale,
    member_account_locale: null,
    // docs/behaviour.md §6: the storefront tells a visitor from a signed-in site user by the cookie flag
    site_user_signed_in: visitor.siteUser?.authenticated === true,
    site_user_id: visitor.siteUser?.authenticated ? visitor.siteUser.siteUserId : null,
    event_properties: record.payload,
  },
});

/** docs/behaviour.md §8: the tracking failure message, with the HTTP status. */
export const trackingFailure = (event: string, status: number): string =>
  `[storefront] An error occurred tracking the event "${event}" (HTTP ${status || 'network error'}).`;

/** Where payload 2 goes: the events service, or its validation path (docs/behaviour.md §7). */
export const eventsServiceUrl = (host: TrackingContext, schemaName: string): string => {
  const base = host.tracking.eventsServiceUrl.replace(/\/$/, '');
  return host.tracking.validateEvents ? `${base}/validate-event-content/${encodeURIComponent(schemaName)}` : base;
};

/**
 * Sends one analytics record (the widgets' `track` calls, the `track` command, the events
 * read from the page: track.ts hands each to the tracking chunk) with the visitor of the
 * moment, both ways: RecordEvent (payload 1, crumb from the cookie) and the events service
 * (payload 2). Never rejects.
 */
export const analyticsSender =
  (host: TrackingContext) =>
  async (record: SentRecord): Promise<void> => {
    const visitor = $visitor.get();
    if (!visitor) return;
    try {
      const crumb = readCookie(CRUMB_COOKIE) ?? '';
      void post(RECORD_EVENT_PATH, new URLSearchParams({ crumb, event: record.event, data: JSON.stringify(payload1(host, record, location)) }));
      const status = await beacon(eventsServiceUrl(host, record.event), JSON.stringify(payload2(host, visitor, record, location)));
      if (status !== 200 && status !== 202) console.warn(trackingFailure(record.event, status));
    } catch {
      /* an event payload JSON cannot hold (a theme's own, with a cycle): not sent to the events service */
    }
  };
