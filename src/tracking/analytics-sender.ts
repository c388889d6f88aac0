import type { TrackingContext } from '../contract/tracking-config';
import { $visitor } from '../state/visitor';
import { type SentRecord, sendEvent } from './analytics';

/**
 * Sends one analytics record (the widgets' `track` calls, the `track` command, the events
 * read from the page: track.ts hands each to the tracking chunk) with the visitor of the moment.
 */
export const analyticsSender =
  (host: TrackingContext) =>
  (record: SentRecord): void => {
    const visitor = $visitor.get();
    if (visitor) void sendEvent(host, visitor, record).catch(() => {});
  };
