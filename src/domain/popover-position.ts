/**
 * Placement of the product-added popover (docs/behaviour.md §4, 9; issue 3 point 9).
 */

/** docs/behaviour.md §9: popover 3000 ms, scroll throttle 100 ms, top offset 33 px, gap 16 px. */
export const POPOVER = { lifetimeMs: 3000, scrollThrottleMs: 100, topOffsetPx: 33, gapPx: 16 } as const;

/**
 * Tops of stacked popovers, newest last: the first sits `topOffsetPx` below the top (or
 * below a header still in view), each next one `gapPx` below the one before.
 */
export function popoverTops(heights: readonly number[], headerBottom = 0): number[] {
  let top = Math.max(POPOVER.topOffsetPx, headerBottom + POPOVER.gapPx);
  return heights.map((h) => {
    const at = top;
    top += h + POPOVER.gapPx;
    return at;
  });
}
