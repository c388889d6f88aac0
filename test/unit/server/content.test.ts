import { afterEach, describe, expect, it } from 'vitest';
import { LikeResponseSchema, LikesResponseSchema } from '../../../src/contract/index.js';
import { cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

describe('likes (POST/GET /api/content/likes)', () => {
  it('stores one like per visitor and answers the new count', async () => {
    const app = makeApp();
    const a = visitor(app);
    await a.open('/examples/blog');
    const first = LikeResponseSchema.parse(await (await a.request('POST', '/api/content/likes', { itemId: 'post-ouverture' })).json());
    expect(first).toEqual({ itemId: 'post-ouverture', likeCount: 4, liked: true });
    const again = LikeResponseSchema.parse(await (await a.request('POST', '/api/content/likes', { itemId: 'post-ouverture' })).json());
    expect(again.likeCount).toBe(4);
    const b = visitor(app);
    await b.open('/examples/blog');
    const before = LikesResponseSchema.parse(await (await b.request('GET', '/api/content/likes?itemIds=post-ouverture,post-collection,nope')).json());
    expect(before.likes).toEqual([
      { itemId: 'post-ouverture', likeCount: 4, liked: false },
      { itemId: 'post-collection', likeCount: 0, liked: false },
    ]);
    expect((await (await b.request('POST', '/api/content/likes', { itemId: 'post-ouverture' })).json()).likeCount).toBe(5);
    // the page renders the stored count
    expect(await (await a.open('/examples/blog')).text()).toContain('data-item-id="post-ouverture" data-like-count="5"');
  });

  it('keeps likes across restarts (SQLite)', async () => {
    const dataDir = tempDataDir();
    const first = makeApp({ dataDir });
    const v = visitor(first);
    await v.open('/examples/blog');
    await v.request('POST', '/api/content/likes', { itemId: 'post-voyage' });
    first.close();
    const second = makeApp({ dataDir });
    const res = await second.request('/api/content/likes?itemIds=post-voyage');
    expect((await res.json()).likes[0].likeCount).toBe(13);
  });

  it('refuses bad bodies, unknown items and calls without the crumb', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/examples/blog');
    expect((await v.request('POST', '/api/content/likes', { itemId: '' })).status).toBe(400);
    expect((await v.request('POST', '/api/content/likes', '{oops')).status).toBe(400);
    expect((await v.request('POST', '/api/content/likes', { itemId: 'ghost' })).status).toBe(404);
    expect((await v.request('POST', '/api/content/likes', { itemId: 'post-voyage' }, { 'X-CSRF-Token': 'forged' })).status).toBe(401);
  });
});

describe('content example pages', () => {
  it('renders each page through the site templates, and the images at their width bucket', async () => {
    const app = makeApp();
    for (const path of ['/examples/gallery', '/examples/blog', '/examples/blog/post-voyage', '/examples/events', '/examples/events?view=past']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
    }
    const gallery = await (await app.request('/examples/gallery')).text();
    expect(gallery.match(/data-storefront="gallery"/g)).toHaveLength(4);
    // the store's pictures (examples/server/media: test/unit/media)
    expect(gallery).toContain('/media/atelier.jpg?format=');
    expect((await app.request('/media/atelier.jpg?format=100w')).headers.get('Content-Type')).toBe('image/jpeg');
  });
});
