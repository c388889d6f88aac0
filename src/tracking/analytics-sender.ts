import type { TrackingContext } from '../contract/tracking-config';
import { $visitor } from '../state/visitor';
import { asRecord, sendEvent } from './analytics';
import { takeQueued } from './track';

/**
 * Sends every analytics record: those queued before the chunk loaded, then each
 * `storefront:analytics` event (the public seam: the widgets' `track` calls, the
 * `track` command, or a theme's own dispatch, checked by asRecord).
 */
export const startAnalytics = (host: TrackingContext): void => {
  const send = (detail: unknown) => {
    const record = asRecord(detail);
    const visitor = $visitor.get();
    if (record && visitor) void sendEvent(host, visitor, record).catch(() => {});
  };
  document.addEventListener('storefront:analytics', (e) => send((e as CustomEvent<unknown>).detail));
  takeQueued().forEach(send);
};
