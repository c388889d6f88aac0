import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../examples/server/limits.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const HTTPS = 'https://shop.example';
const like = (v: ReturnType<typeof visitor>) => v.request('POST', '/api/content/likes', { itemId: 'post-ouverture' });
const count = async (v: ReturnType<typeof visitor>) =>
  ((await (await v.request('GET', '/api/content/likes?itemIds=post-ouverture')).json()) as { likes: { likeCount: number }[] }).likes[0]?.likeCount;

describe('likes bound to what a visitor cannot choose (issue 28 row 8)', () => {
  it('dropping the liker cookie before each like adds at most the address budget', async () => {
    const v = visitor(makeApp());
    await v.open();
    const before = await count(v);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      v.jar.delete('sf_liker');
      statuses.push((await like(v)).status);
    }
    expect(await count(v)).toBe((before ?? 0) + LIMITS.likesPerAddressPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.likesPerAddressPerDay);
  });

  it('a chosen liker id is not taken: the server hands out its own signed one', async () => {
    const v = visitor(makeApp());
    await v.open();
    await like(v);
    const mine = v.jar.get('sf_liker') ?? '';
    expect(mine).toMatch(/^[\w-]+\.[\w-]{22}$/);
    // another visitor choosing the first one's shape with a made-up value is a new liker, not the first
    const other = visitor(makeApp());
    await other.open();
    other.jar.set('sf_liker', 'A'.repeat(24));
    await like(other);
    expect(other.jar.get('sf_liker')).not.toBe('A'.repeat(24));
  });
});

describe('every cookie Secure over https, deletions included (issue 28 row 11)', () => {
  it('the liker cookie, the cart cookies and their deletions after an order', async () => {
    const v = visitor(makeApp());
    await v.open(`${HTTPS}/`);
    const liked = await v.request('POST', `${HTTPS}/api/content/likes`, { itemId: 'post-ouverture' });
    expect(liked.headers.getSetCookie().find((l) => l.startsWith('sf_liker='))).toMatch(/;\s*Secure/i);
    const added = await v.request('POST', `${HTTPS}/api/commerce/shopping-cart/entries`, { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 1 });
    expect(added.status).toBe(200);
    const placed = await v.request('POST', `${HTTPS}/commerce/goto-checkout`, new URLSearchParams({ crumb: v.jar.get('crumb') ?? '' }).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(placed.status).toBe(303);
    const deletions = placed.headers.getSetCookie().filter((l) => /^(CART|hasCart)=/.test(l));
    expect(deletions).toHaveLength(2);
    for (const line of deletions) {
      expect(line).toMatch(/Max-Age=0/i);
      expect(line).toMatch(/;\s*Secure/i);
    }
  });
});
