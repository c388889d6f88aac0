/**
 * The image route (docs/backend.md "Product media"): GET /media/<name>.jpg?format=500w
 * answers the picture at that width bucket (docs/behaviour.md §9; `original` or no
 * format: the original size; a bucket wider than the original: the original width), in
 * the best format the browser accepts (./negotiate.ts), rendered once per width and
 * format (its SVG rasterised at that width) and kept on disk in the data folder (./cache.ts). Pictures never change
 * under their URL: cached for a year, `immutable`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { IMAGE_WIDTH_BUCKETS } from '../../../src/domain/images/width-bucket.js';
import { mediaCache } from './cache.js';
import { pictureSvg } from './compose.js';
import { findPicture, type Picture } from './library.js';
import { negotiateFormat } from './negotiate.js';
import { CONTENT_TYPES, renderPicture } from './render.js';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE = /^([a-z0-9-]+)\.jpg$/;
/** The example site's product media layout, linked by every page (pages/layout.ts). */
const CSS = readFileSync(new URL('./media.css', import.meta.url), 'utf8');

/** The width a `format` asks for, or `undefined` when it names no bucket. */
export function formatWidth(picture: Picture, format: string | undefined): number | undefined {
  if (format === undefined || format === 'original') return picture.width;
  const bucket = /^(\d+)w$/.exec(format);
  const width = bucket ? Number(bucket[1]) : NaN;
  return (IMAGE_WIDTH_BUCKETS as readonly number[]).includes(width) ? Math.min(width, picture.width) : undefined;
}

const versions = new Map<string, string>();
/** A short hash of the picture's SVG: an edited drawing is a new file in the cache. */
const version = (picture: Picture): string => {
  let v = versions.get(picture.name);
  if (!v) versions.set(picture.name, (v = createHash('sha256').update(pictureSvg(picture)).digest('hex').slice(0, 12)));
  return v;
};

export function mediaRoutes(dataDir: string) {
  const cache = mediaCache(join(dataDir, 'media-cache'));
  const app = new Hono();
  app.get('/examples/media.css', (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/media/:file', async (c) => {
    const picture = findPicture(FILE.exec(c.req.param('file'))?.[1] ?? '');
    if (!picture) return c.text('Introuvable', 404);
    const width = formatWidth(picture, c.req.query('format'));
    if (width === undefined) return c.text(`Format inconnu : ${IMAGE_WIDTH_BUCKETS.map((b) => `${b}w`).join(', ')} ou original`, 400);
    const format = negotiateFormat(c.req.header('Accept'));
    const key = `${picture.name}-${version(picture)}-${width}.${format}`;
    const { body, hit } = await cache.get(key, () => renderPicture(picture, width, format));
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(body.length),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      Vary: 'Accept',
      'X-Media-Cache': hit ? 'hit' : 'miss',
    });
  });
  return Object.assign(app, { cache });
}
