/**
 * Rasterising a picture with sharp (libvips, librsvg): one width, one format. Also the
 * average colours of its five regions (`colorData`, docs/behaviour.md §3 "Images"),
 * which the catalogue carries as the placeholder colour shown while a picture loads.
 */
import sharp from 'sharp';
import { pictureSvg } from './compose.js';
import type { Picture } from './library.js';

export type MediaFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The picture `width` pixels wide (its height follows), encoded as `format`: its SVG
 * rasterised at that width. Drawing at the size asked for costs what that size costs (a
 * 300 px tile some 50 ms, the 1500 px original about a second): a fresh data folder's
 * first list of tiles never waits for full-size renders it does not show.
 */
export async function renderPicture(picture: Picture, width: number, format: MediaFormat): Promise<Buffer> {
  const density = (72 * width) / picture.width; // the SVG document is picture.width pixels wide at 72 dpi
  const image = sharp(Buffer.from(pictureSvg(picture)), { density }).resize({ width }).flatten({ background: '#ffffff' });
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
}

export interface ColorData {
  readonly topLeftAverage: string;
  readonly topRightAverage: string;
  readonly bottomLeftAverage: string;
  readonly bottomRightAverage: string;
  readonly centerAverage: string;
}

const hex = (channels: readonly number[]): string => channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/** The average colour (`rrggbb`, no `#`) of each quarter and of the centre half of the picture. */
export async function pictureColorData(picture: Picture): Promise<ColorData> {
  const width = 100;
  const { data, info } = await sharp(Buffer.from(pictureSvg(picture)), { density: (72 * width) / picture.width })
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const average = (x0: number, y0: number, x1: number, y1: number): string => {
    const sum: [number, number, number] = [0, 0, 0];
    let n = 0;
    for (let y = Math.floor(y0); y < Math.floor(y1); y++)
      for (let x = Math.floor(x0); x < Math.floor(x1); x++, n++) {
        const at = (y * info.width + x) * info.channels;
        sum[0] += data[at] ?? 0;
        sum[1] += data[at + 1] ?? 0;
        sum[2] += data[at + 2] ?? 0;
      }
    return hex(sum.map((s) => s / n));
  };
  const { width: w, height: h } = info;
  return {
    topLeftAverage: average(0, 0, w / 2, h / 2),
    topRightAverage: average(w / 2, 0, w, h / 2),
    bottomLeftAverage: average(0, h / 2, w / 2, h),
    bottomRightAverage: average(w / 2, h / 2, w, h),
    centerAverage: average(w / 4, h / 4, (3 * w) / 4, (3 * h) / 4),
  };
}
