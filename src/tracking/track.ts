import type { AnalyticsEventName, AnalyticsEvents, AnalyticsRecord } from './events';

/** Records kept for the beacon sender of the tracking issue; the oldest go first. */
export const QUEUE_CAP = 50;
const queue: AnalyticsRecord[] = [];

/**
 * Sends an analytics event (SPEC.md 7): dispatches a bubbling `storefront:analytics`
 * CustomEvent on the document with `{ event, payload, at }` and queues the record.
 * Nothing leaves the page yet (no beacon). Never throws (DESIGN.md principle 5).
 */
export const track = <K extends AnalyticsEventName>(event: K, payload: AnalyticsEvents[K]): void => {
  const record = { event, payload, at: Date.now() } as AnalyticsRecord;
  queue.push(record);
  if (queue.length > QUEUE_CAP) queue.shift();
  try {
    if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent('storefront:analytics', { bubbles: true, detail: record }));
  } catch {
    /* a throwing listener must not reach the shopper */
  }
};

/** Takes the queued records (the beacon sender calls this), leaving the queue empty. */
export const takeQueued = (): AnalyticsRecord[] => queue.splice(0, queue.length);
