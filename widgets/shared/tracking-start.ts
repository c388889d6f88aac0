/**
 * The only tracking code a page runs before load and idle (it lives in the widgets'
 * shared chunk, so it costs a few bytes and no request): it waits for the `load`
 * event and an idle period, then imports the tracking chunk (widgets/entries/tracking.ts).
 * Widget errors raised before then are kept (10 at most) for the reporter.
 */
const early: Event[] = [];
let scheduled = false;

export const startTrackingAfterLoad = (): void => {
  if (scheduled || typeof window === 'undefined' || typeof document === 'undefined') return;
  scheduled = true;
  const keep = (e: Event) => void (early.length < 10 && early.push(e));
  document.addEventListener('storefront:error', keep);
  const run = () => {
    document.removeEventListener('storefront:error', keep);
    import('../entries/tracking').then((m) => m.start(early.splice(0)), () => {});
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
};
