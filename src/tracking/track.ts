import type { AnalyticsEventName, AnalyticsEvents, AnalyticsRecord } from './events';

/** Records kept until the tracking chunk sends them (after load and idle); the oldest go first. */
export const QUEUE_CAP = 50;
const queue: AnalyticsRecord[] = [];
/** Where records go once the tracking chunk has started (takeRecords); until then, the queue. */
let sink: ((record: AnalyticsRecord) => void) | undefined;

/** Dispatches and queues (or hands to the tracking chunk) one record: `track`, and `trackCustom` (custom-events.ts). */
export const publish = (record: AnalyticsRecord): void => {
  try {
    document.dispatchEvent(new CustomEvent('storefront:analytics', { bubbles: true, detail: record }));
    if (sink) sink(record);
    else if (queue.push(record) > QUEUE_CAP) queue.shift();
  } catch {
    /* no document (server rendering), or a throwing listener: nothing reaches the shopper */
  }
};

/**
 * Sends an analytics event (docs/behaviour.md §7): dispatches a bubbling `storefront:analytics`
 * CustomEvent on the document with `{ event, payload, at }` and queues the record for
 * the tracking chunk, which sends it once the page is loaded and idle. Never throws
 * (docs/architecture.md principle 5).
 */
export const track = <K extends AnalyticsEventName>(event: K, payload: AnalyticsEvents[K]): void =>
  publish({ event, payload, at: Date.now() } as AnalyticsRecord);

/** Takes the queued records, leaving the queue empty. */
export const takeQueued = (): AnalyticsRecord[] => queue.splice(0, queue.length);

/**
 * The tracking chunk's one way in: `send` gets the queued records, then each record as it
 * is published (the SDK's `track`, the `track` command). A `storefront:analytics` event
 * dispatched by other code is for listeners only: it is not sent.
 */
export const takeRecords = (send: (record: AnalyticsRecord) => void): void => {
  sink = send;
  takeQueued().forEach(send);
};
