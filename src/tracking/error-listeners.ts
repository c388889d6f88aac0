import { CRUMB_COOKIE, CRUMB_HEADER } from '../contract/constants';
import { JAVASCRIPT_ERRORS_PATH } from '../contract/tracking-constants';
import type { JavascriptErrorReport } from '../contract/tracking';
import { readCookie } from '../state/cookies';
import { createErrorReporter } from './error-reporter';
import { isOurs } from './is-ours';
import { post } from './send';

/** POST /api/events/RecordJavascriptErrors with the CSRF header (docs/behaviour.md §7). */
const send = (batch: JavascriptErrorReport[]) =>
  void post(JAVASCRIPT_ERRORS_PATH, JSON.stringify(batch), { 'Content-Type': 'application/json', [CRUMB_HEADER]: readCookie(CRUMB_COOKIE) ?? '' });

/**
 * Listens for widget errors (`storefront:error`, including the ones raised before the
 * tracking chunk loaded) and uncaught errors whose stack passes through SDK files (the
 * folder of the loader and its chunks), and reports them (error-reporter.ts).
 */
export const startErrorReporting = (early: readonly Event[]): void => {
  const reporter = createErrorReporter(send, () => location.pathname);
  const widget = (e: Event) => {
    const { error, widget: name } = (e as CustomEvent<{ error?: unknown; widget?: unknown } | null>).detail ?? {};
    reporter.report(error, typeof name === 'string' ? name : 'widget');
  };
  early.forEach(widget);
  document.addEventListener('storefront:error', widget);
  const ours = new URL('../', import.meta.url).href;
  addEventListener('error', (e) => isOurs(e.error, ours) && reporter.report(e.error, 'uncaught'));
  addEventListener('unhandledrejection', (e) => isOurs(e.reason, ours) && reporter.report(e.reason, 'unhandledrejection'));
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reporter.flush());
};
