import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { FID_THRESHOLDS, type Vital, type VitalRating, rate } from '../contract/tracking-constants';
import type { PerformanceRecord } from '../contract/tracking';
import { elementPath } from './element-path';

type Record_ = Omit<PerformanceRecord, 'pagePath' | 'websiteId' | 'recordedAt'>;

/** The element a metric's entries point at (LCP element, largest shift's node, INP target); undefined without one. */
const targetOf = (metric: Metric): Node | null | undefined => {
  const last = (metric.entries as (PerformanceEntry & { element?: Element | null; target?: Node | null; sources?: { node?: Node | null }[] })[]).at(-1);
  return last?.element ?? last?.target ?? last?.sources?.[0]?.node;
};

/**
 * A record, rated against docs/behaviour.md §9's thresholds: by web-vitals for FCP, LCP, CLS and INP
 * (its thresholds are docs/behaviour.md's, test/unit/tracking/batching.test.ts checks), here for FID.
 */
export const toRecord = (metric: Vital, value: number, rating: VitalRating, target: Node | null | undefined): Record_ => ({
  metric,
  value,
  rating,
  elementPath: elementPath(target),
});

/**
 * FCP, LCP, CLS and INP through web-vitals (reportAllChanges: the batcher keeps each
 * metric's latest value), and FID where the browser still reports `first-input`
 * (web-vitals 5 dropped onFID; this is the one observer of our own).
 */
export const collectVitals = (add: (record: Record_) => void): void => {
  const onMetric = (metric: Metric) => add(toRecord(metric.name as Vital, metric.value, metric.rating, targetOf(metric)));
  const options = { reportAllChanges: true };
  try {
    onFCP(onMetric, options);
    onLCP(onMetric, options);
    onCLS(onMetric, options);
    onINP(onMetric, options);
    if (PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
      // the callback runs with one entry at least: the first input's
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntries()[0] as PerformanceEventTiming & { target?: Node | null };
        const value = entry.processingStart - entry.startTime;
        add(toRecord('FID', value, rate(value, FID_THRESHOLDS), entry.target));
        observer.disconnect();
      }).observe({ type: 'first-input', buffered: true });
    }
  } catch {
    /* an old browser without these APIs records nothing */
  }
};
