/**
 * `WIDTHxHEIGHT` sizes (docs/behaviour.md §3 "Images", 5) and resizing by one side, as the
 * platform's `width`, `height` and `resized…` formatters read them (docs/site-engine.md
 * "Rules the suite found"; test/unit/site/content/images.test.ts "sizes and srcset").
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const INVALID_SOURCE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'.";

/** Two parts around one lower-case `x`, each read by parseInt ("800.5x4" is 800 by 4; "abcx4" has a NaN width); `undefined` for anything else. */
export function parseSize(value: unknown): Size | undefined {
  const parts = typeof value === 'string' ? value.split('x') : [];
  return parts.length === 2 ? { width: parseInt(parts[0] ?? '', 10), height: parseInt(parts[1] ?? '', 10) } : undefined;
}

/** `n` scaled by `to / from`, whole pixels toward zero; 0 when `from` is 0 or a side is no number. */
function scaled(n: number, to: number, from: number): number {
  const side = from === 0 ? 0 : Math.trunc((n * to) / from);
  return Number.isNaN(side) ? 0 : side;
}

/** Height of the image scaled to `width`. */
export function heightForWidth(size: Size, width: number): number {
  return scaled(width, size.height, size.width);
}

/** Width of the image scaled to `height`. */
export function widthForHeight(size: Size, height: number): number {
  return scaled(height, size.width, size.height);
}
