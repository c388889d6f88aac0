/**
 * A picture as the platform's image JSON (docs/behaviour.md §3 "Images"): its URL on
 * the image route, original size, width variants (every bucket up to its width, then
 * the original size), focal point and average colours (examples/catalogue/media/colors.json,
 * written by `npm run media:catalogue` from the rendered picture).
 */
import { readFileSync } from 'node:fs';
import { IMAGE_WIDTH_BUCKETS } from '../../../src/domain/images/width-bucket.js';
import type { ColorData } from './render.js';
import { DRAWINGS_DIR } from './compose.js';
import { findPicture, type Picture } from './library.js';

export const COLORS_FILE = new URL('colors.json', DRAWINGS_DIR);

let colors: Record<string, ColorData> | undefined;
const colorsOf = (name: string): ColorData | undefined => {
  colors ??= JSON.parse(readFileSync(COLORS_FILE, 'utf8')) as Record<string, ColorData>;
  return colors[name];
};

export const systemDataVariants = (p: Picture): string =>
  [...IMAGE_WIDTH_BUCKETS.filter((b) => b <= p.width).map((b) => `${b}w`), `${p.width}x${p.height}`].join(',');

export interface ImageText {
  readonly title: string;
  readonly body?: string;
  readonly focal?: { readonly x: number; readonly y: number };
}

export function imageJson(name: string, text: ImageText, colorData: ColorData | undefined = colorsOf(name)) {
  const picture = findPicture(name);
  if (!picture) throw new Error(`no picture named ${name} (examples/server/media/library.ts)`);
  if (!colorData) throw new Error(`no colours for ${name}: run npm run media:catalogue`);
  return {
    id: `img-${name}`,
    systemDataId: `media-${name}`,
    assetUrl: `/media/${name}.jpg`,
    originalSize: `${picture.width}x${picture.height}`,
    systemDataVariants: systemDataVariants(picture),
    mediaFocalPoint: text.focal ?? { x: 0.5, y: 0.5 },
    colorData,
    title: text.title,
    ...(text.body !== undefined ? { body: text.body } : {}),
    filename: `${name}.jpg`,
  };
}
