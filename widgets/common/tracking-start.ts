/**
 * The only tracking code a page runs before load and idle (it lives in the widgets'
 * shared chunk, so it costs a few bytes and no request): it waits for the `load`
 * event and an idle period, then imports the tracking chunk (widgets/entries/tracking.ts).
 * Widget errors raised before then (`storefront:error` bubbles to the window) are kept
 * for the reporter, 10 at most.
 */
const early: Event[] = [];
const keep = (e: Event) => void (early.length < 10 && early.push(e));

export const startTrackingAfterLoad = (): void => {
  if (typeof document === 'undefined') return;
  addEventListener('storefront:error', keep);
  const run = () => {
    removeEventListener('storefront:error', keep);
    import('../entries/tracking').then((m) => m.start(early), () => {});
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
};
