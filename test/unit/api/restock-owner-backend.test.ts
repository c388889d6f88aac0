import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRestockGroups, listRestockSignUps, sendRestock, signUpForRestock } from '../../../src/index';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, visitor } from '../server/helpers.js';

/**
 * The owner's restock client against the reference backend itself: the browser's fetch is
 * the backend app's `request`, with the owner's session cookie the browser would attach;
 * the crumb header is the client's own, read from `document.cookie` as in a page (a stand-in
 * document holding the crumb cookie: the backend's modules read files by URL, which
 * happy-dom's URL cannot).
 */
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

const signedInOwner = async () => {
  const app = makeApp();
  const v = visitor(app);
  await v.open('/owner/sign-in');
  const form = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', next: '/', password: OWNER_TEST_PASSWORD });
  await v.request('POST', '/owner/sign-in', form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  vi.stubGlobal('document', { cookie: `crumb=${v.jar.get('crumb')}` });
  const sent: { url: string; body: unknown; crumb: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined, crumb: headers.get('X-CSRF-Token') });
    headers.set('Cookie', [...v.jar].map(([k, value]) => `${k}=${value}`).join('; '));
    const res = await app.request(url, { method: init.method ?? 'GET', headers, body: init.body ?? null });
    return new Response(await res.text(), { status: res.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { sent };
};

describe("the owner's restock sign-up client (docs/behaviour.md §7)", () => {
  it("signs a visitor up with the documented payload, and the owner's lists then hold the sign-up", async () => {
    const { sent } = await signedInOwner();
    const signUp = { productId: 'lithographie-epuisee', variantId: 'LITHO-A2', email: 'client@exemple.fr', language: 'fr', isJoinMailingList: true };
    expect(await signUpForRestock(signUp)).toEqual({ ok: true, value: true });
    expect(sent[0]).toEqual({ url: '/api/site-users/account/notifications/restock', body: signUp, crumb: expect.any(String) });
    expect(await signUpForRestock(signUp)).toEqual({ ok: true, value: false });

    const groups = await listRestockGroups();
    expect(groups.ok && groups.value.map((g) => [g.productId, g.variantId, g.signUpCount])).toEqual([['lithographie-epuisee', 'LITHO-A2', 1]]);
    const signUps = await listRestockSignUps({ productId: 'lithographie-epuisee', variantId: 'LITHO-A2' });
    expect(signUps.ok && signUps.value.map((s) => [s.email, s.language, s.isJoinMailingList, s.notifiedAt])).toEqual([['client@exemple.fr', 'fr', true, null]]);
    expect(await sendRestock({ productId: 'lithographie-epuisee', variantId: 'LITHO-A2' })).toEqual({ ok: true, value: 1 });
  });

  it("answers the backend's refusals as typed errors: a bad email at its field, an unknown variant", async () => {
    await signedInOwner();
    const bad = await signUpForRestock({ productId: 'lithographie-epuisee', variantId: 'LITHO-A2', email: 'pas-un-email' });
    expect(bad.ok || bad.error).toMatchObject({ kind: 'server', status: 400, fieldErrors: { email: expect.any(String) } });
    const unknown = await signUpForRestock({ productId: 'lithographie-epuisee', variantId: 'NOPE', email: 'a@b.fr' });
    expect(unknown.ok || unknown.error).toMatchObject({ kind: 'server', status: 404 });
  });

  it('is refused without the owner session', async () => {
    const app = makeApp();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => app.request(url, init));
    const r = await signUpForRestock({ productId: 'lithographie-epuisee', variantId: 'LITHO-A2', email: 'a@b.fr' });
    expect(r.ok).toBe(false);
    expect(app.deps.db.prepare('SELECT COUNT(*) AS n FROM restock_signups').get()).toEqual({ n: 0 });
  });
});
