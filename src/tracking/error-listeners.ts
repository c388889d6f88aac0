import { CRUMB_COOKIE, CRUMB_HEADER } from '../contract/constants';
import { trackingRoutes } from '../contract/tracking-constants';
import { readCookie } from '../state/cookies';
import { createErrorReporter, isOurs } from './error-reporter';
import { post } from './send';

/** The SDK's own script URLs: the loader and the chunks folder (this chunk's). */
const ourUrls = (): string[] => {
  const chunks = new URL('./', import.meta.url).href;
  const loader = new URL('../storefront.js', chunks).href;
  return [chunks, loader];
};

const errorOf = (e: Event): unknown => (e as CustomEvent<{ error?: unknown }>).detail?.error;

/**
 * Reports widget errors (`storefront:error`, including the ones raised before this
 * chunk loaded) and uncaught errors whose stack passes through SDK files, to
 * POST /api/events/RecordJavascriptErrors with the CSRF header (SPEC.md 7).
 */
export const startErrorReporting = (early: readonly Event[]): void => {
  const reporter = createErrorReporter(
    (batch) => void post(trackingRoutes.javascriptErrors, JSON.stringify(batch), { 'Content-Type': 'application/json', [CRUMB_HEADER]: readCookie(CRUMB_COOKIE) ?? '' }),
    () => location.pathname,
  );
  const widget = (e: Event) => {
    const detail = (e as CustomEvent<{ widget?: unknown }>).detail;
    reporter.report(errorOf(e), typeof detail?.widget === 'string' ? detail.widget : 'widget');
  };
  early.forEach(widget);
  document.addEventListener('storefront:error', widget);
  const urls = ourUrls();
  addEventListener('error', (e) => isOurs(e.error, urls) && reporter.report(e.error, 'uncaught'));
  addEventListener('unhandledrejection', (e) => isOurs(e.reason, urls) && reporter.report(e.reason, 'unhandledrejection'));
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reporter.flush());
};
