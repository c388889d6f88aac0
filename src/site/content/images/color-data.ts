/** `data-color-*` attributes of the image formatters, from the shared colour regions (src/domain/images/color-data.ts). */
import { COLOR_REGIONS, regionColor } from '../../../domain/images/color-data.js';

export { COLOR_REGIONS, hasColorData, isColorRegion, regionColor, type ColorRegion } from '../../../domain/images/color-data.js';

/**
 * `data-color-topleft="#111" ...` for each region present, in region order.
 * Values are hex colours, safe in attributes once the `#hex` form is checked.
 */
export function colorDataAttributes(image: unknown, escapeAttr: (text: string) => string): string {
  const parts: string[] = [];
  for (const region of COLOR_REGIONS) {
    const color = regionColor(image, region);
    if (color !== undefined) parts.push(`data-color-${region.toLowerCase()}="${escapeAttr(color)}"`);
  }
  return parts.join(' ');
}
