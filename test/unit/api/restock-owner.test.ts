// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PAGES, collectPages } from '../../../src/api/pages';
import { listRestockGroups, listRestockSignUps, sendAllRestock } from '../../../src/api/restock-owner';

afterEach(() => vi.unstubAllGlobals());

const group = (n: number) => ({
  productId: `p${n}`, variantId: `v${n}`, productTitle: `P${n}`, variantLabel: '', productUrl: `/products/p${n}`,
  qtyInStock: 0, signUpCount: 1, pendingCount: 1,
});

/** A server holding `total` groups, answering `size` per page with an opaque cursor. */
const pagedServer = (total: number, size: number) =>
  vi.fn(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const from = Number(query.get('cursor')?.slice(1) ?? 0);
    const items = Array.from({ length: Math.min(size, total - from) }, (_, i) => group(from + i));
    const hasNextPage = from + size < total;
    return new Response(JSON.stringify({ signUpGroups: items, hasNextPage, nextPageCursor: hasNextPage ? `c${from + size}` : null }));
  });

describe('the owner API client loops pages until hasNextPage is false', () => {
  it('collects every group across pages, in order, sending each next cursor', async () => {
    const fetch = pagedServer(45, 20);
    vi.stubGlobal('fetch', fetch);
    const result = await listRestockGroups();
    expect(result.ok && result.value.map((g) => g.productId)).toEqual(Array.from({ length: 45 }, (_, i) => `p${i}`));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/site-users/account/notifications/restock/groups',
      '/api/site-users/account/notifications/restock/groups?cursor=c20',
      '/api/site-users/account/notifications/restock/groups?cursor=c40',
    ]);
  });

  it('stops after one call on a single page, and on an empty list', async () => {
    for (const total of [0, 20]) {
      const fetch = pagedServer(total, 20);
      vi.stubGlobal('fetch', fetch);
      const result = await listRestockGroups();
      expect(result.ok && result.value).toHaveLength(total);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('filters sign-ups by product and variant on every page', async () => {
    const pages = [
      { signUps: [{ id: '1', productId: 'p', variantId: 'v', email: 'a@b.fr', isJoinMailingList: false, language: null, created: 1, notifiedAt: null }], hasNextPage: true, nextPageCursor: 'n1' },
      { signUps: [{ id: '2', productId: 'p', variantId: 'v', email: 'c@d.fr', isJoinMailingList: true, language: 'fr', created: 2, notifiedAt: 3 }], hasNextPage: false, nextPageCursor: null },
    ];
    const fetch = vi.fn(async () => new Response(JSON.stringify(pages.shift())));
    vi.stubGlobal('fetch', fetch);
    const result = await listRestockSignUps({ productId: 'p', variantId: 'v' }, 1);
    expect(result.ok && result.value.map((s) => s.email)).toEqual(['a@b.fr', 'c@d.fr']);
    expect(fetch.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      '/api/site-users/account/notifications/restock?productId=p&variantId=v&limit=1',
      '/api/site-users/account/notifications/restock?productId=p&variantId=v&cursor=n1&limit=1',
    ]);
  });

  it('fails as a whole when a page fails, without fetching further', async () => {
    let call = 0;
    const fetch = vi.fn(async () =>
      ++call === 1
        ? new Response(JSON.stringify({ signUpGroups: [group(0)], hasNextPage: true, nextPageCursor: 'c1' }))
        : new Response(JSON.stringify({ message: 'Connexion du propriétaire requise.' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await listRestockGroups();
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'server', status: 401 }) });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never loops forever: a missing or repeated cursor, or too many pages, is an invalid response', async () => {
    const page = (cursor: string | null) => ({ ok: true as const, value: { items: [1], hasNextPage: true, nextPageCursor: cursor } });
    expect(await collectPages(async () => page(null))).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-response' }) });
    const repeat = vi.fn(async () => page('same'));
    expect((await collectPages(repeat)).ok).toBe(false);
    expect(repeat).toHaveBeenCalledTimes(2);
    let n = 0;
    const endless = vi.fn(async () => page(`c${n++}`));
    expect(await collectPages(endless)).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-response' }) });
    expect(endless).toHaveBeenCalledTimes(MAX_PAGES);
  });

  it('sends to all with sendRequests', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ sent: 3 })));
    vi.stubGlobal('fetch', fetch);
    expect(await sendAllRestock([{ productId: 'p', variantId: 'v' }])).toEqual({ ok: true, value: 3 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/site-users/account/notifications/restock/send/all');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ sendRequests: [{ productId: 'p', variantId: 'v' }] });
  });
});
