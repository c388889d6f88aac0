import { PERFORMANCE_BATCH_MAX, PERFORMANCE_FLUSH_MS, PERFORMANCE_STOP_MS } from '../contract/tracking-constants';
import type { PerformanceRecord } from '../contract/tracking';

/**
 * When performance records leave the page (SPEC.md 9): flushed 30 s after load or when
 * the page is hidden; collection stops at 60 s after load or when hidden (what is left
 * is flushed then). A metric reported again before a flush replaces its pending record.
 */
export interface RecordBatcher {
  add(record: PerformanceRecord): void;
  /** The page was hidden: flush and stop collecting. */
  hidden(): void;
  readonly collecting: boolean;
}

export const createRecordBatcher = (send: (batch: PerformanceRecord[]) => void, sinceLoadMs: number, onStop: () => void): RecordBatcher => {
  const pending = new Map<string, PerformanceRecord>();
  let collecting = true;
  const flush = () => {
    if (!pending.size) return;
    const batch = [...pending.values()].slice(0, PERFORMANCE_BATCH_MAX);
    pending.clear();
    try {
      send(batch);
    } catch {
      /* failures swallowed (SPEC.md 7) */
    }
  };
  const stop = () => {
    if (!collecting) return;
    collecting = false;
    clearTimeout(flushTimer);
    clearTimeout(stopTimer);
    flush();
    onStop();
  };
  // counted from the load event; a delay already past (negative) runs at once
  const flushTimer = setTimeout(flush, PERFORMANCE_FLUSH_MS - sinceLoadMs);
  const stopTimer = setTimeout(stop, PERFORMANCE_STOP_MS - sinceLoadMs);
  return {
    add(record) {
      if (collecting) pending.set(record.metric, record);
    },
    hidden: stop,
    get collecting() {
      return collecting;
    },
  };
};
