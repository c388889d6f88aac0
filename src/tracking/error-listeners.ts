import { CRUMB_COOKIE, CRUMB_HEADER } from '../contract/constants';
import { JAVASCRIPT_ERRORS_PATH } from '../contract/tracking-constants';
import type { JavascriptErrorReport } from '../contract/tracking';
import { readCookie } from '../state/cookies';
import { createErrorReporter } from './error-reporter';
import { isOurs } from './is-ours';
import { post } from './send';

const errorOf = (e: Event): unknown => (e as CustomEvent<{ error?: unknown }>).detail?.error;

/** POST /api/events/RecordJavascriptErrors with the CSRF header (SPEC.md 7). */
const send = (batch: JavascriptErrorReport[]) =>
  void post(JAVASCRIPT_ERRORS_PATH, JSON.stringify(batch), { 'Content-Type': 'application/json', [CRUMB_HEADER]: readCookie(CRUMB_COOKIE) ?? '' });

/**
 * Listens for widget errors (`storefront:error`, including the ones raised before the
 * tracking chunk loaded) and uncaught errors whose stack passes through SDK files (the
 * folder of the loader and its chunks), and reports them (error-reporter.ts).
 */
export const startErrorReporting = (early: readonly Event[]): void => {
  const reporter = createErrorReporter(send, () => location.pathname);
  const report = (error: unknown, source: string) => reporter.report(error, source);
  const widget = (e: Event) => {
    const name = (e as CustomEvent<{ widget?: unknown }>).detail?.widget;
    report(errorOf(e), typeof name === 'string' ? name : 'widget');
  };
  early.forEach(widget);
  document.addEventListener('storefront:error', widget);
  const ours = [new URL('../', import.meta.url).href];
  addEventListener('error', (e) => isOurs(e.error, ours) && report(e.error, 'uncaught'));
  addEventListener('unhandledrejection', (e) => isOurs(e.reason, ours) && report(e.reason, 'unhandledrejection'));
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reporter.flush());
};
