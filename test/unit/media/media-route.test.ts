import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../examples/server/app.js';
import { MEDIA_CACHE_CONTROL, mediaRoutes } from '../../../examples/server/media/routes.js';
import { negotiateFormat } from '../../../examples/server/media/negotiate.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-media-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const get = (app: ReturnType<typeof mediaRoutes>, path: string, accept = CHROME) => app.request(path, { headers: { Accept: accept } });

describe('the format a browser gets (Accept)', () => {
  it('is WebP, else AVIF, else JPEG; a type with q=0 is refused', () => {
    expect(negotiateFormat(CHROME)).toBe('webp');
    expect(negotiateFormat('image/avif,*/*')).toBe('avif');
    expect(negotiateFormat('image/webp;q=0, image/avif')).toBe('avif');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});

describe('GET /media/<name>.jpg?format=<bucket>', () => {
  it('answers the width bucket in the accepted format, cached for a year', async () => {
    const app = mediaRoutes(tempDir());
    for (const [accept, type, format] of [['image/avif,*/*', 'image/avif', 'heif'], [CHROME, 'image/webp', 'webp'], ['*/*', 'image/jpeg', 'jpeg']] as const) {
      const res = await get(app, '/media/tee-blanc.jpg?format=300w', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(type);
      expect(res.headers.get('Cache-Control')).toBe(MEDIA_CACHE_CONTROL);
      expect(res.headers.get('Cache-Control')).toContain('immutable');
      expect(res.headers.get('Vary')).toBe('Accept');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([300, 375]);
    }
  });

  it('never renders the same bucket twice: the second request reads the file on disk', async () => {
    const dir = tempDir();
    const app = mediaRoutes(dir);
    const first = await get(app, '/media/bougie.jpg?format=500w');
    expect(first.headers.get('X-Media-Cache')).toBe('miss');
    const [file] = readdirSync(join(dir, 'media-cache'));
    const written = statSync(join(dir, 'media-cache', file!)).mtimeMs;
    const second = await get(app, '/media/bougie.jpg?format=500w');
    expect(second.headers.get('X-Media-Cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(app.cache.renders()).toBe(1);
    expect(statSync(join(dir, 'media-cache', file!)).mtimeMs).toBe(written);
    // a new server on the same data folder renders nothing either
    const again = mediaRoutes(dir);
    expect((await get(again, '/media/bougie.jpg?format=500w')).headers.get('X-Media-Cache')).toBe('hit');
    expect(again.cache.renders()).toBe(0);
  });

  it('renders a bucket once when requests for it arrive together; other buckets and formats are their own', async () => {
    const dir = tempDir();
    const app = mediaRoutes(dir);
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(app, '/media/carnet.jpg?format=750w')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(app.cache.renders()).toBe(1);
    await get(app, '/media/carnet.jpg?format=750w', '*/*');
    await get(app, '/media/carnet.jpg?format=100w');
    expect(app.cache.renders()).toBe(3);
    expect(readdirSync(join(dir, 'media-cache'))).toHaveLength(3);
  });

  it('serves a bucket wider than the picture, `original` and no format at the original width, from one render', async () => {
    const app = mediaRoutes(tempDir());
    for (const query of ['?format=2500w', '?format=original', '']) {
      const res = await get(app, `/media/mug-25cl.jpg${query}`, '*/*');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width, query).toBe(1500);
    }
    expect(app.cache.renders()).toBe(1);
  });

  it('refuses an unknown picture (404) and a format that names no bucket (400)', async () => {
    const app = mediaRoutes(tempDir());
    expect((await get(app, '/media/none.jpg?format=300w')).status).toBe(404);
    expect((await get(app, '/media/tee-blanc.png')).status).toBe(404);
    expect((await get(app, '/media/tee-blanc.jpg?format=301w')).status).toBe(400);
    expect((await get(app, '/media/tee-blanc.jpg?format=../x')).status).toBe(400);
    expect(app.cache.renders()).toBe(0);
  });

  it('is served by the reference backend without a cookie', async () => {
    const app = createApp({ dataDir: tempDir(), quiet: true, ownerPassword: 'owner-test-password' });
    try {
      const res = await app.request('/media/sac-cuir.jpg?format=100w', { headers: { Accept: 'image/webp' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/webp');
      expect(res.headers.get('Set-Cookie')).toBeNull();
    } finally {
      app.close();
    }
  });
});
