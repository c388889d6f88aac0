/**
 * Image width buckets (docs/behaviour.md §9). Shared by the image formatters and the
 * widgets that pick an image variant.
 */

export const IMAGE_WIDTH_BUCKETS = Object.freeze([100, 300, 500, 750, 1000, 1500, 2500] as const);

/**
 * The variant name for a display width: above 1000 gives 1500w, above 750
 * 1000w, above 500 750w, above 300 500w, above 100 300w, otherwise 100w.
 */
export function imageWidthBucket(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
}
