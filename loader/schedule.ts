/**
 * When an island's chunk is fetched without interaction (DESIGN.md principle 2): when
 * its block nears the viewport (200 px) or when the browser is idle, whichever comes
 * first; interaction is handled by the islands themselves (islands.ts). An island more
 * than a screen below the fold (its top over two viewport heights down) skips the idle
 * path and waits to near the viewport (long product lists); its position comes from the
 * observer's first report, never from a layout read. `data-load="interaction"` waits for interaction only. `go` may be
 * called more than once; returns a cancel.
 */
export const whenNeeded = (el: HTMLElement, go: () => void): (() => void) => {
  let far = false;
  const io = new IntersectionObserver(([e]) => (e!.isIntersecting ? go() : (far = e!.boundingClientRect.top > 2 * innerHeight)), {
    rootMargin: '200px',
  });
  if (el.dataset.load !== 'interaction') {
    io.observe(el);
    (window.requestIdleCallback || ((cb: () => void) => setTimeout(cb, 200)))(() => far || go(), { timeout: 3000 });
  }
  return () => io.disconnect();
};
