/** Image formatters: image, image-meta and its child/cover forms, srcset, colour, sizes (as the platform, docs/site-engine.md "Rules the suite found"). */
import type { Formatter, FormatterContext } from '../../engine/api';
import { IMAGE_BLOCK_TYPE } from '../../../domain/content/enums';
import { getPath, isRecord } from '../../../domain/json';
import { platformNumber } from '../../../domain/platform-number';
import { INVALID_SOURCE_MESSAGE, type Size, heightForWidth, parseSize, widthForHeight } from '../../../domain/images/size';
import { imageWidthBucket } from '../../../domain/images/width-bucket';
import { toText } from '../../engine/values';
import { imageColor } from '../images/color-data';
import { imageMetaAttributes, platformAltText } from '../images/meta';
import { srcsetAttribute } from '../images/srcset';
import { parseVideoArgs, videoHtml } from '../images/video';
import { platformInt, scopedLookup } from '../reads';

const inImageBlock = (value: unknown, ctx: FormatterContext): boolean =>
  platformNumber(scopedLookup(value, ctx)('blockType')) === IMAGE_BLOCK_TYPE;

/** The meta attributes of `image`; "" when there is none. */
function metaText(image: unknown, ctx: FormatterContext): string {
  if (image === undefined) return '';
  return imageMetaAttributes(image, platformAltText(image, inImageBlock(image, ctx)), ctx.escape.htmlattr);
}

/**
 * `<noscript>` fallback and lazy `<img>`; the class is the one argument (else
 * thumb-image). The alt text is escaped once in the fallback and twice in the meta, as
 * the platform writes it.
 */
const image: Formatter = (value, ctx) => {
  const esc = ctx.escape.htmlattr;
  const cls = esc(ctx.args.length === 1 ? (ctx.args[0] as string) : 'thumb-image');
  const node = isRecord(value) ? value : {};
  const alt = esc(platformAltText(node, inImageBlock(value, ctx)));
  const meta = value === undefined ? '' : ` ${imageMetaAttributes(node, alt, esc).trimEnd()}`;
  return (
    `<noscript><img src="${esc(toText(node.assetUrl))}" alt="${alt}" /></noscript>` +
    `<img class="${cls}"${meta} data-load="false" data-image-id="${esc(toText(node.id))}" data-type="image" />`
  );
};

const INVALID_SIZE = INVALID_SOURCE_MESSAGE.slice(0, -1); // the platform's, without the full stop

/** `{size|name N}` over a `WIDTHxHEIGHT` value (src/domain/images/size.ts); N read by parseInt, 0 when none. */
function sized(compute: (size: Size, n: number) => unknown): Formatter {
  return (value, ctx) => {
    const size = parseSize(value);
    if (!size) return INVALID_SIZE;
    return compute(size, platformInt(ctx.args[0]) || 0);
  };
}

export const imageFormatters: Readonly<Record<string, Formatter>> = {
  image,
  'image-meta': (value, ctx) => metaText(value, ctx),
  'child-image-meta': (value, ctx) =>
    metaText(getPath(value, `items.${ctx.args[0] === undefined ? 0 : platformInt(ctx.args[0])}`), ctx),
  'cover-image-meta': (value, ctx) => metaText(getPath(value, 'coverImage'), ctx),
  'image-srcset': (value, ctx) => srcsetAttribute(value, ctx.escape.htmlattr),
  'image-color': (value, ctx) => imageColor(value, ctx.args, ctx.escape.htmlattr),
  video: (value, ctx) => videoHtml(value, parseVideoArgs(ctx.args), ctx.escape.htmlattr),
  width: (value) => parseSize(value)?.width,
  height: (value) => parseSize(value)?.height,
  resizedHeightForWidth: sized(heightForWidth),
  resizedWidthForHeight: sized(widthForHeight),
  squarespaceThumbnailForWidth: (_value, ctx) => imageWidthBucket(platformInt(ctx.args[0]) || 0),
  squarespaceThumbnailForHeight: sized((size, height) => imageWidthBucket(widthForHeight(size, height))),
};
