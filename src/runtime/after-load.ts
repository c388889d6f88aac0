/**
 * Runs `run` once the page has loaded (the `load` event) and the browser is idle, or at
 * the latest `timeout` ms after the load (an idle period may never come on a busy page).
 * Work that a page should not wait for, but that should be there before the shopper
 * needs it: tracking (src/tracking/start.ts), the product button's first press
 * (widgets/product/index.tsx).
 */
export const afterLoadAndIdle = (run: () => unknown, timeout = 5000): void => {
  if (typeof document === 'undefined') return;
  const go = () => void run();
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(go, { timeout }) : setTimeout(go, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
};
