/** Image formatters: image, image-meta and its child/cover forms, srcset, colour, sizes. */
import type { Formatter, FormatterContext } from '../../engine/api.js';
import { BlockType } from '../../../domain/content/enums.js';
import { getPath, isRecord, scalarText } from '../../../domain/json.js';
import { looseNumber as num } from '../../../domain/loose.js';
import { COLOR_REGIONS, colorDataAttributes, isColorRegion, regionColor } from '../images/color-data.js';
import { imageMeta } from '../images/meta.js';
import { heightForWidth, parseSize, widthForHeight } from '../../../domain/images/size.js';
import { srcsetAttribute } from '../images/srcset.js';
import { parseVideoArgs, videoHtml } from '../images/video.js';
import { imageWidthBucket } from '../../../domain/images/width-bucket.js';

const inImageBlock = (ctx: FormatterContext): boolean => num(ctx.resolve('blockType')) === BlockType.image;

/** The meta attributes of `image`; "" when there is no image, the error text without a size. */
function metaText(image: unknown, ctx: FormatterContext): string {
  if (!isRecord(image)) return '';
  const meta = imageMeta(image, ctx.escape.htmlattr, inImageBlock(ctx));
  if (meta.ok) return meta.attributes;
  ctx.error(meta.message, 'FORMATTER_FAILED');
  return meta.message;
}

const image: Formatter = (value, ctx) => {
  if (!isRecord(value)) return '';
  const esc = ctx.escape.htmlattr;
  const meta = imageMeta(value, esc, inImageBlock(ctx));
  if (!meta.ok) {
    ctx.error(meta.message, 'FORMATTER_FAILED');
    return meta.message;
  }
  const cls = ctx.args[0] !== undefined && ctx.args[0] !== '' ? ctx.args[0] : 'thumb-image';
  const key = scalarText(value.componentKey);
  const keyAttr = key !== '' ? ` data-component-key="${esc(key)}"` : '';
  return (
    `<noscript><img src="${esc(meta.src)}" alt="${esc(meta.alt)}" /></noscript>` +
    `<img class="${esc(cls)}"${keyAttr} ${meta.attributes} data-load="false" ` +
    `data-image-id="${esc(scalarText(value.id))}" data-type="image" />`
  );
};

const childIndex = (ctx: FormatterContext): number => {
  const n = num(ctx.args[0]);
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : 0;
};

const imageColor: Formatter = (value, ctx) => {
  const [region, property] = ctx.args;
  if (region === undefined || region === '') return colorDataAttributes(value, ctx.escape.htmlattr);
  if (!isColorRegion(region)) {
    ctx.error(`Unknown image colour region "${region}": use one of ${COLOR_REGIONS.join(', ')}.`, 'FORMATTER_FAILED');
    return '';
  }
  const color = regionColor(value, region);
  if (color === undefined) return '';
  return property !== undefined && property !== '' ? `${property}: ${color}` : color;
};

/** `{size|name N}` over a `WIDTHxHEIGHT` value. */
function sized(compute: (size: { width: number; height: number }, n: number) => unknown): Formatter {
  return (value, ctx) => {
    const size = parseSize(value);
    const n = num(ctx.args[0]);
    if (!size || n === undefined) {
      ctx.error(`Expected a WIDTHxHEIGHT value and a number, got "${scalarText(value)}".`, 'FORMATTER_FAILED');
      return undefined;
    }
    return compute(size, n);
  };
}

export const imageFormatters: Readonly<Record<string, Formatter>> = {
  image,
  'image-meta': (value, ctx) => metaText(value, ctx),
  'child-image-meta': (value, ctx) => metaText(getPath(value, `items.${childIndex(ctx)}`), ctx),
  'cover-image-meta': (value, ctx) => metaText(getPath(value, 'coverImage'), ctx),
  'image-srcset': (value, ctx) => srcsetAttribute(value, ctx.escape.htmlattr),
  'image-color': imageColor,
  video: (value, ctx) => videoHtml(value, parseVideoArgs(ctx.args), ctx.escape.htmlattr),
  width: (value) => parseSize(value)?.width,
  height: (value) => parseSize(value)?.height,
  resizedHeightForWidth: sized((size, width) => heightForWidth(size, width)),
  resizedWidthForHeight: sized((size, height) => widthForHeight(size, height)),
  squarespaceThumbnailForWidth: sized((_size, width) => imageWidthBucket(width)),
  squarespaceThumbnailForHeight: sized((size, height) => imageWidthBucket(widthForHeight(size, height))),
};
