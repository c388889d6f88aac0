import { afterLoadAndIdle } from '../runtime/after-load';

/**
 * The only tracking code a page runs before load and idle (it lives in the widgets'
 * shared chunk, so it costs a few bytes and no request): it waits for the `load`
 * event and an idle period, then imports the tracking chunk (./chunk.ts). Each island's
 * chunk, and the runtime behind `Storefront.call`, starts it when it mounts; it starts once.
 * Widget errors raised before then (`storefront:error` bubbles to the window) are kept
 * for the reporter, 10 at most.
 */
const early: Event[] = [];
const keep = (e: Event) => void (early.length < 10 && early.push(e));

let started = false;

export const startTrackingAfterLoad = (): void => {
  if (started || typeof document === 'undefined') return;
  started = true;
  addEventListener('storefront:error', keep);
  afterLoadAndIdle(() => {
    removeEventListener('storefront:error', keep);
    import('./chunk').then((m) => m.start(early), () => {});
  });
};
