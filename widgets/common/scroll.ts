/**
 * Scrolling the page to an element the shopper must see (docs/behaviour.md §9 "scrolling"):
 * the platform's tween (300 ms by default, eased by easeOutSine) to a place that leaves 30 px
 * above the element. An element already in full view is not scrolled to; with reduced
 * motion the page jumps there. Used where a widget moves focus after an action (a form's
 * first invalid field, the cart line that changed: widgets/common/focus-later.ts).
 */

/** Space kept above the element, in CSS pixels. */
export const SCROLL_OFFSET = 30;
/** The tween's default duration, in ms. */
export const TWEEN_MS = 300;

/** easeOutSine: fast at first, gentle at the end. */
export const easeOutSine = (t: number): number => Math.sin((t * Math.PI) / 2);

/**
 * Calls `step` with values from `from` to `to` on each animation frame for `durationMs`,
 * eased; the last call is `to`. Resolves when done.
 */
export const tween = (from: number, to: number, step: (value: number) => void, durationMs = TWEEN_MS, ease = easeOutSine): Promise<void> =>
  new Promise((done) => {
    let start: number | undefined;
    const frame = (now: number) => {
      start ??= now;
      const t = durationMs > 0 ? Math.min(1, (now - start) / durationMs) : 1;
      step(t < 1 ? from + (to - from) * ease(t) : to);
      if (t < 1) requestAnimationFrame(frame);
      else done();
    };
    requestAnimationFrame(frame);
  });

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the page so that `el` shows with SCROLL_OFFSET above it, unless it is in full view already. */
export const scrollToElement = (el: Element): Promise<void> => {
  const box = el.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= innerHeight) return Promise.resolve();
  const from = scrollY;
  const to = Math.max(0, from + box.top - SCROLL_OFFSET);
  if (reducedMotion()) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  return tween(from, to, (y) => window.scrollTo(0, y));
};
