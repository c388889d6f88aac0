/**
 * Numbers of SPEC.md 9 shared by the tracking module, the reference backend and the
 * owner analytics page. Plain constants: importing them bundles no schema.
 */
export const VITALS = ['FCP', 'LCP', 'CLS', 'FID', 'INP'] as const;
export type Vital = (typeof VITALS)[number];

/** SPEC.md 9 web-vitals thresholds (good / poor); CLS is unitless, the rest ms. */
export const VITAL_THRESHOLDS: Record<Vital, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** At or under the good threshold: good; over poor: poor; between: needs improvement. */
export const rateVital = (metric: Vital, value: number): VitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement';
};

/** SPEC.md 9: element path name truncated at 200 characters. */
export const ELEMENT_PATH_MAX = 200;
/** SPEC.md 9 error reporter: 20 reports a page, a queue of 10, stacks of 5000 characters, 1 s debounce. */
export const ERROR_REPORTS_MAX = 20;
export const ERROR_QUEUE_CAP = 10;
export const STACK_MAX = 5000;
export const ERROR_DEBOUNCE_MS = 1000;
/** SPEC.md 9: tracking timeout 2500 ms; performance flush 30 s after load, collection up to 60 s. */
export const TRACKING_TIMEOUT_MS = 2500;
export const PERFORMANCE_FLUSH_MS = 30_000;
export const PERFORMANCE_STOP_MS = 60_000;
/** Largest performance batch the backend takes (5 metrics, each reported a few times). */
export const PERFORMANCE_BATCH_MAX = 50;

/** Tracking routes (SPEC.md 7; the events service path is ours, docs/backend.md). */
export const trackingRoutes = {
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  recordEvent: '/api/events/RecordEvent',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performance: '/api/1/performance/records',
} as const;
