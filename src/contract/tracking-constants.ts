/**
 * Numbers of docs/behaviour.md §9 shared by the tracking module, the reference backend and the
 * owner analytics page. Plain constants: importing them bundles no schema.
 */
export const VITALS = ['FCP', 'LCP', 'CLS', 'FID', 'INP'] as const;
export type Vital = (typeof VITALS)[number];

type Thresholds = readonly [good: number, poor: number];

/** FID's, apart: the tracking chunk rates FID itself (web-vitals 5 rates the other four). */
export const FID_THRESHOLDS: Thresholds = [100, 300];

/**
 * docs/behaviour.md §9 web-vitals thresholds (good / poor); CLS is unitless, the rest ms. web-vitals
 * rates FCP, LCP, CLS and INP with the same numbers (test/unit/tracking/batching.test.ts).
 */
export const VITAL_THRESHOLDS: Record<Vital, Thresholds> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: FID_THRESHOLDS,
  INP: [200, 500],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** At or under the good threshold: good; over poor: poor; between: needs improvement. */
export const rate = (value: number, [good, poor]: Thresholds): VitalRating => (value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement');

export const rateVital = (metric: Vital, value: number): VitalRating => rate(value, VITAL_THRESHOLDS[metric]);

/** docs/behaviour.md §9: element path name truncated at 200 characters. */
export const ELEMENT_PATH_MAX = 200;
export { ERROR_DEBOUNCE_MS, ERROR_QUEUE_CAP, ERROR_REPORTS_MAX, STACK_MAX } from './error-report-limits';
/** docs/behaviour.md §9: tracking timeout 2500 ms; performance flush 30 s after load, collection up to 60 s. */
export const TRACKING_TIMEOUT_MS = 2500;
export const PERFORMANCE_FLUSH_MS = 30_000;
export const PERFORMANCE_STOP_MS = 60_000;
/** Largest performance batch the backend takes (5 metrics, each reported a few times). */
export const PERFORMANCE_BATCH_MAX = 50;

/** Tracking routes (docs/behaviour.md §7), one constant each so a chunk bundles only the ones it calls. */
export const RECORD_HIT_PATH = '/api/census/RecordHit';
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
export const JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
export const PERFORMANCE_PATH = '/api/1/performance/records';
export const BUTTON_CLICK_PATH = '/api/census/button-click';
export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const FORM_RENDER_PATH = '/api/census/form-render';
export const OVERLAY_PATH = '/api/census/overlay';

/** All of them, for the reference backend (a browser chunk imports the constants it calls). */
export const trackingRoutes = {
  recordHit: RECORD_HIT_PATH,
  buttonClick: BUTTON_CLICK_PATH,
  buttonRender: BUTTON_RENDER_PATH,
  formRender: FORM_RENDER_PATH,
  overlay: OVERLAY_PATH,
  recordEvent: RECORD_EVENT_PATH,
  javascriptErrors: JAVASCRIPT_ERRORS_PATH,
  performance: PERFORMANCE_PATH,
} as const;
