/**
 * What a responsive `<img>` gets once its display width is known (docs/behaviour.md §9): the
 * variant picked by the width-bucket rule as `src`, every variant in `srcset`, the
 * display width as `sizes`, and the focal point as `object-position` for cropping.
 */
import { type FocalPoint, focalObjectPosition } from './focal-position';
import { srcsetCandidates } from './srcset';
import { imageWidthBucket } from './width-bucket';

export interface ResponsiveImage {
  readonly src: string;
  readonly srcset: string;
  readonly sizes: string;
  readonly objectPosition: string;
}

export interface ResponsiveInput {
  readonly assetUrl: string;
  /** The image's systemDataVariants as written (srcset.ts). */
  readonly variants: unknown;
  /** CSS pixels the image is shown at. */
  readonly displayWidth: number;
  readonly focalPoint: FocalPoint;
  /** Device pixel ratio (default 1). */
  readonly pixelRatio?: number;
}

export function responsiveImage(input: ResponsiveInput): ResponsiveImage {
  const width = Math.max(1, Math.ceil(input.displayWidth));
  const bucket = imageWidthBucket(width * (input.pixelRatio ?? 1));
  return {
    src: `${input.assetUrl}?format=${bucket}`,
    srcset: srcsetCandidates(input.assetUrl, input.variants),
    sizes: `${width}px`,
    objectPosition: focalObjectPosition(input.focalPoint),
  };
}
