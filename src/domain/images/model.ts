/**
 * The image model (docs/behaviour.md §3 "Images"): what the platform's image JSON says, read
 * once with the shared rules: size from `originalSize` (WIDTHxHEIGHT), focal point
 * (default 0.5, 0.5), average colours by region, width variants, and the alt text
 * fallback. `undefined` without an asset URL.
 */
import { isRecord } from '../json';
import { imageAltText } from './alt-text';
import { COLOR_REGIONS, type ColorRegion, regionColor } from './color-data';
import { focalPoint } from './focal-point';
import type { FocalPoint } from './focal-position';
import { type Size, parseSize } from './size';
import { widthVariants } from './srcset';

export interface ImageModel {
  readonly assetUrl: string;
  /** `undefined` when originalSize is missing or not WIDTHxHEIGHT (size.ts: a side may be NaN). */
  readonly size: Size | undefined;
  readonly focalPoint: FocalPoint;
  /** `#hex` average colour of each region present. */
  readonly colors: Partial<Record<ColorRegion, string>>;
  /** The width entries of systemDataVariants (srcset.ts). */
  readonly variants: readonly string[];
  readonly alt: string;
}

export function readImage(raw: unknown, inImageBlock = false): ImageModel | undefined {
  if (!isRecord(raw) || typeof raw.assetUrl !== 'string' || raw.assetUrl === '') return undefined;
  const colors: Partial<Record<ColorRegion, string>> = {};
  for (const region of COLOR_REGIONS) {
    const color = regionColor(raw, region);
    if (color !== undefined) colors[region] = color;
  }
  return {
    assetUrl: raw.assetUrl,
    size: parseSize(raw.originalSize),
    focalPoint: focalPoint(raw),
    colors,
    variants: widthVariants(raw.systemDataVariants),
    alt: imageAltText(raw, inImageBlock),
  };
}
