import { type TrackingContext, TrackingConfigSchema } from '../contract/tracking-config';
import { siteConfig } from '../runtime/settings';
import { FORM_RENDER_PATH, PERFORMANCE_PATH } from '../contract/tracking-constants';
import { $visitor } from '../state/visitor';
import { analyticsSender } from './analytics';
import { census, recordHit } from './census';
import { startErrorReporting } from './error-listeners';
import { pageFields } from './page-fields';
import { startPageEvents } from './page-events';
import { collectVitals } from './performance';
import { isRestrictive, isTracked, recordsPageView } from './policy';
import { createRecordBatcher } from './record-batcher';
import { beacon } from './send';
import { taskLater } from './turns';
import { $trackingConsent } from './consent';
import { visitorState, withSessionFlags } from './visitor-cookies';

/**
 * The tracking chunk (dist/chunks/tracking.js), imported after load and idle by
 * src/tracking/start.ts: error reports, then (unless docs/behaviour.md §4 skips this page) the
 * visitor state, the page-view hit, analytics events and performance records.
 */
const hostConfig = async (): Promise<TrackingContext | null> => {
  const api = window.Storefront;
  if (!api || Array.isArray(api)) return null; // not the script-tag build
  const site = siteConfig(await api.config);
  const tracking = TrackingConfigSchema.safeParse(site.tracking ?? {});
  if (!tracking.success) {
    console.warn('[storefront] tracking is off: invalid configuration.', tracking.error.message);
    return null;
  }
  return { ...site, itemId: typeof site.itemId === 'string' ? site.itemId : undefined, tracking: tracking.data };
};

/** How long ago the load event ended: the 30 s and 60 s of docs/behaviour.md §9 count from it. */
const loadedAgo = (): number => performance.now() - ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now());

/** Each step in a task of its own (taskLater), so tracking never makes a long task the shopper waits behind. */
export const start = async (early: readonly Event[]): Promise<void> => {
  const host = await hostConfig();
  if (!host) return;
  startErrorReporting(early);
  if (!isTracked(host.tracking, host.pageType, location.pathname)) return;
  await taskLater();

  // the cookies, then the session flags from storage in a task of their own (visitor-cookies.ts)
  const visit = async () => {
    const cookies = visitorState(Date.now(), isRestrictive(host.tracking, $trackingConsent.get()));
    await taskLater();
    return withSessionFlags(cookies);
  };
  const state = await visit();
  $visitor.set(state);
  // consent given later in the page starts normal tracking without a reload (docs/behaviour.md §4);
  // consent withdrawn deletes the tracking cookies again
  $trackingConsent.listen(async (consent) => {
    if ($visitor.get()?.restrictive !== isRestrictive(host.tracking, consent)) $visitor.set(await visit());
  });

  await taskLater();
  if (recordsPageView(location.pathname)) void recordHit('view', pageFields(host, state.visitor));
  // docs/behaviour.md §7 form-render census: each form block of the page (widgets/form), once
  document.querySelectorAll<HTMLElement>('[data-storefront="form"][data-form-id]').forEach((form) => census(host, FORM_RENDER_PATH, { formId: form.dataset.formId }));
  await taskLater();
  // the analytics records (docs/behaviour.md §7; those of the page: page-events.ts) and the census calls they and the page make
  startPageEvents(host, host.tracking.analyticsEventsEnabled ? analyticsSender(host) : () => {});

  await taskLater();
  const batcher = createRecordBatcher((batch) => void beacon(PERFORMANCE_PATH, JSON.stringify(batch)), loadedAgo());
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && batcher.hidden());
  collectVitals((r) => batcher.add({ ...r, pagePath: location.pathname, websiteId: host.websiteId, recordedAt: Date.now() }));
};
