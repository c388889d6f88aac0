/**
 * When an island's chunk is fetched (DESIGN.md principle 2): when its block nears
 * the viewport, when the browser is idle, or at once on interaction; whichever
 * comes first. `data-load="interaction"` keeps only the last. Returns a cancel.
 */
export const whenNeeded = (el: HTMLElement, go: (event?: Event) => void): (() => void) => {
  const ac = new AbortController();
  const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), { rootMargin: '200px' });
  const stop = () => {
    ac.abort();
    io.disconnect();
  };
  const fire = (event?: Event) => {
    if (ac.signal.aborted) return;
    stop();
    go(event);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click']) el.addEventListener(type, fire, { capture: true, signal: ac.signal });
  if (el.dataset.load !== 'interaction') {
    io.observe(el);
    (window.requestIdleCallback || ((cb: () => void) => setTimeout(cb, 200)))(() => fire(), { timeout: 3000 });
  }
  return stop;
};
