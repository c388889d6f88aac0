import type { AnalyticsEventName, AnalyticsEvents, AnalyticsRecord } from './events';

/** Records kept until the tracking chunk sends them (after load and idle); the oldest go first. */
export const QUEUE_CAP = 50;
const queue: AnalyticsRecord[] = [];

/** SPEC.md 7 names, and theme developers' own: lower-case words joined by dashes. */
export const EVENT_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** An event name the tracking module sends: kebab-case, at most 64 characters. */
export const isEventName = (event: unknown): event is string => typeof event === 'string' && event.length <= 64 && EVENT_NAME.test(event);

const publish = (record: AnalyticsRecord): void => {
  queue.push(record);
  if (queue.length > QUEUE_CAP) queue.shift();
  try {
    document.dispatchEvent(new CustomEvent('storefront:analytics', { bubbles: true, detail: record }));
  } catch {
    /* no document (server rendering), or a throwing listener: nothing reaches the shopper */
  }
};

/**
 * Sends an analytics event (SPEC.md 7): dispatches a bubbling `storefront:analytics`
 * CustomEvent on the document with `{ event, payload, at }` and queues the record for
 * the tracking chunk, which sends it once the page is loaded and idle. Never throws
 * (DESIGN.md principle 5).
 */
export const track = <K extends AnalyticsEventName>(event: K, payload: AnalyticsEvents[K]): void =>
  publish({ event, payload, at: Date.now() } as AnalyticsRecord);

/** A theme developer's event (the `track` command, docs/api.md); false when the name is not kebab-case. */
export const trackCustom = (event: string, payload: Record<string, unknown>): boolean => {
  if (!isEventName(event)) return false;
  publish({ event, payload, at: Date.now(), custom: true });
  return true;
};

/** Takes the queued records (the tracking chunk calls this), leaving the queue empty. */
export const takeQueued = (): AnalyticsRecord[] => queue.splice(0, queue.length);
