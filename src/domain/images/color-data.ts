/**
 * An image's average colours (docs/behaviour.md §3 "Images", colorData): five regions,
 * each a hex colour stored without its `#`.
 */
import { isRecord } from '../json';

export const COLOR_REGIONS = Object.freeze([
  'topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center',
] as const);
export type ColorRegion = (typeof COLOR_REGIONS)[number];

export function isColorRegion(name: string): name is ColorRegion {
  return (COLOR_REGIONS as readonly string[]).includes(name);
}

/** The `#hex` average of one region, or `undefined` when absent. */
export function regionColor(image: unknown, region: ColorRegion): string | undefined {
  const data = isRecord(image) ? image.colorData : undefined;
  if (!isRecord(data)) return undefined;
  const raw = data[`${region}Average`];
  if (typeof raw !== 'string' || raw === '') return undefined;
  return raw.startsWith('#') ? raw : `#${raw}`;
}

/** Whether the image carries any region colour at all. */
export function hasColorData(image: unknown): boolean {
  return COLOR_REGIONS.some((region) => regionColor(image, region) !== undefined);
}
