/**
 * The attributes an `<img>` of the platform carries (image-meta and the
 * image formatter): licensed preview flag, source, dimensions, focal point
 * and alt text.
 */
import { isRecord, scalarText } from '../../../domain/json.js';
import { imageAltText } from '../../../domain/images/alt-text.js';
import { focalPointText } from '../../../domain/images/focal-point.js';
import { INVALID_SOURCE_MESSAGE } from '../../../domain/images/size.js';

export type EscapeAttr = (text: string) => string;

export type ImageMeta =
  | { readonly ok: true; readonly attributes: string; readonly alt: string; readonly src: string }
  | { readonly ok: false; readonly message: string };

/** Whether the image has an originalSize the platform can use. */
export function hasOriginalSize(image: unknown): boolean {
  if (!isRecord(image)) return false;
  const size = image.originalSize;
  return (typeof size === 'string' && size !== '') || typeof size === 'number';
}

export function imageMeta(image: unknown, escapeAttr: EscapeAttr, inImageBlock = false): ImageMeta {
  if (!isRecord(image) || !hasOriginalSize(image)) return { ok: false, message: INVALID_SOURCE_MESSAGE };
  const src = scalarText(image.assetUrl);
  const alt = imageAltText(image, inImageBlock);
  const parts: string[] = [];
  if (image.licensedAssetPreview !== undefined && image.licensedAssetPreview !== null) {
    parts.push('data-licensed-asset-preview="true"');
  }
  parts.push(
    `data-src="${escapeAttr(src)}"`,
    `data-image="${escapeAttr(src)}"`,
    `data-image-dimensions="${escapeAttr(scalarText(image.originalSize))}"`,
    `data-image-focal-point="${escapeAttr(focalPointText(image))}"`,
    `alt="${escapeAttr(alt)}"`,
  );
  return { ok: true, attributes: parts.join(' '), alt, src };
}
