/**
 * The attributes an `<img>` of the platform carries (image-meta, its child and cover
 * forms, and the image formatter), as the platform writes them (test/unit/site/content/formatters.test.ts "writes every attribute, empty when the image lacks it…"): every
 * attribute, empty when the image lacks it, each followed by a space.
 */
import { isRecord } from '../../../domain/json';
import { ALT_BODY_MAX } from '../../../domain/images/alt-text';
import { isTruthy, toText } from '../../engine/values';
import { platformNumber } from '../../../domain/platform-number';

export type EscapeAttr = (text: string) => string;

/** A tag becomes a space; an unclosed one at the end goes. */
const stripTags = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/<[^>]*$/, '');

/**
 * The alt text, before escaping: in an image block the image's altText trimmed (even empty),
 * else the first true (as a template reads it) of the title, the body without its tags
 * (250 characters; an object or a list is passed over) and the file name; else nothing.
 */
export function platformAltText(image: unknown, inImageBlock: boolean): string {
  const node = isRecord(image) ? image : {};
  if (inImageBlock) return toText(node.altText).trim();
  if (isTruthy(node.title)) return toText(node.title);
  // a body that is an object or a list is passed over (a title is not: docs/site-engine.md "Rules the suite found")
  if (typeof node.body != 'object' && isTruthy(node.body)) return stripTags(toText(node.body)).slice(0, ALT_BODY_MAX);
  return isTruthy(node.filename) ? toText(node.filename) : ''; // 0 and false are no file name either
}

/** `x,y` of mediaFocalPoint, read as numbers (absent: 0); 0.5,0.5 without one. */
export function focalPointText(image: Readonly<Record<string, unknown>>): string {
  const point = image.mediaFocalPoint;
  if (point === undefined) return '0.5,0.5';
  const at = (axis: 'x' | 'y'): number => platformNumber(isRecord(point) ? point[axis] : undefined);
  return `${at('x')},${at('y')}`;
}

/** The attributes with `alt` already written as given (the image formatter escapes it twice, as the platform). */
export function imageMetaAttributes(image: unknown, alt: string, escapeAttr: EscapeAttr): string {
  const node = isRecord(image) ? image : {};
  const src = escapeAttr(toText(node.assetUrl));
  const licensed = isRecord(node.licensedAssetPreview) ? 'data-licensed-asset-preview="true" ' : '';
  // the component key where the image has one (null too), as the platform writes it (test/unit/site/content/images.test.ts "image-meta and image write the component key after the…")
  const key = Object.hasOwn(node, 'componentKey') ? `data-component-key="${escapeAttr(toText(node.componentKey))}" ` : '';
  return (
    `${licensed}${key}data-src="${src}" data-image="${src}" ` +
    `data-image-dimensions="${escapeAttr(toText(node.originalSize))}" ` +
    `data-image-focal-point="${escapeAttr(focalPointText(node))}" alt="${escapeAttr(alt)}" `
  );
}
