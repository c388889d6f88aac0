import { PERFORMANCE_FLUSH_MS, PERFORMANCE_STOP_MS } from '../contract/tracking-constants';
import type { PerformanceRecord } from '../contract/tracking';

/**
 * When performance records leave the page (docs/behaviour.md §9): flushed 30 s after load or when
 * the page is hidden; collection stops at 60 s after load or when hidden (what is left
 * is flushed then). A metric reported again before a flush replaces its pending record,
 * so a batch holds one record a metric.
 */
export interface RecordBatcher {
  /** Keeps a record until the next flush; ignored once collection has stopped. */
  add(record: PerformanceRecord): void;
  /** The page was hidden: flush and stop collecting. */
  hidden(): void;
}

export const createRecordBatcher = (send: (batch: PerformanceRecord[]) => void, sinceLoadMs: number): RecordBatcher => {
  const pending = new Map<string, PerformanceRecord>();
  let collecting = true;
  const flush = () => {
    if (pending.size) send([...pending.values()]);
    pending.clear();
  };
  const stop = () => {
    collecting = false;
    flush();
  };
  // counted from the load event; a delay already past (negative) runs at once
  setTimeout(flush, PERFORMANCE_FLUSH_MS - sinceLoadMs);
  setTimeout(stop, PERFORMANCE_STOP_MS - sinceLoadMs);
  return {
    add: (record) => void (collecting && pending.set(record.metric, record)),
    hidden: stop,
  };
};
