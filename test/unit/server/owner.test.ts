import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireOwnerApi, requireOwnerPage } from '../../../examples/server/owner/index.js';
import { resolveOwnerPassword } from '../../../examples/server/owner/password.js';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_PASSWORD_FILE } from '../../../examples/server/owner/password.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

/** An app with two probe routes behind the owner guards, as other owner pages mount theirs. */
function appWithProbes() {
  const app = makeApp();
  const probes = new Hono();
  probes.get('/owner/probe', requireOwnerPage, (c) => c.text('owner page'));
  probes.get('/api/owner-probe', requireOwnerApi, (c) => c.json({ ok: true }));
  app.route('/', probes);
  return app;
}

async function signIn(v: ReturnType<typeof visitor>, password: string, next = '/owner/probe') {
  await v.open(`/owner/sign-in?next=${encodeURIComponent(next)}`);
  const form = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', next, password });
  return v.request('POST', '/owner/sign-in', form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
}

describe('owner sign-in', () => {
  it('refuses owner routes without a session: 401 JSON for the API, a redirect for pages', async () => {
    const v = visitor(appWithProbes());
    const api = await v.request('GET', '/api/owner-probe');
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: expect.any(String) });
    const page = await v.request('GET', '/owner/probe?tab=2');
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe('/owner/sign-in?next=%2Fowner%2Fprobe%3Ftab%3D2');
  });

  it("never opens for a shopper's cookies (crumb, cart, signed-in site user)", async () => {
    const v = visitor(appWithProbes());
    await v.open('/');
    await v.add('carnet-simple', 'CARNET-A5');
    v.jar.set('SiteUserInfo', encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}'));
    expect([...v.jar.keys()]).toEqual(expect.arrayContaining(['crumb', 'CART', 'hasCart']));
    expect((await v.request('GET', '/api/owner-probe')).status).toBe(401);
    v.jar.set('sf_owner', v.jar.get('crumb') ?? 'x'); // a made-up session token
    expect((await v.request('GET', '/api/owner-probe')).status).toBe(401);
  });

  it('signs in with the password: HttpOnly, SameSite=Strict session cookie, back to next', async () => {
    const v = visitor(appWithProbes());
    const res = await signIn(v, OWNER_TEST_PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/owner/probe');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('sf_owner='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/); // http here; https adds Secure
    expect(await (await v.request('GET', '/owner/probe')).text()).toBe('owner page');
    expect(await (await v.request('GET', '/api/owner-probe')).json()).toEqual({ ok: true });
  });

  it('marks the cookie Secure on https', async () => {
    const app = appWithProbes();
    const v = visitor(app);
    await v.open('/owner/sign-in');
    const form = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', next: '/', password: OWNER_TEST_PASSWORD });
    const res = await app.request('https://shop.example/owner/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `crumb=${v.jar.get('crumb')}` },
      body: form.toString(),
    });
    expect(res.headers.getSetCookie().find((l) => l.startsWith('sf_owner='))).toMatch(/Secure/);
  });

  it('refuses a wrong password (401, the form again with its error) and a missing crumb (403)', async () => {
    const v = visitor(appWithProbes());
    const wrong = await signIn(v, 'guess');
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Mot de passe incorrect.');
    expect(html).toContain('aria-invalid="true"');
    expect(wrong.headers.getSetCookie().some((l) => l.startsWith('sf_owner='))).toBe(false);
    const noCrumb = await v.request('POST', '/owner/sign-in', `password=${OWNER_TEST_PASSWORD}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(noCrumb.status).toBe(403);
    expect((await v.request('GET', '/api/owner-probe')).status).toBe(401);
  });

  it('never redirects to another origin after signing in', async () => {
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const res = await signIn(visitor(appWithProbes()), OWNER_TEST_PASSWORD, next);
      expect(res.headers.get('Location')).toBe('/');
    }
  });

  it('signs out: the session stops working, even if its token is replayed', async () => {
    const v = visitor(appWithProbes());
    await signIn(v, OWNER_TEST_PASSWORD);
    const token = v.jar.get('sf_owner') ?? '';
    const out = await v.request('POST', '/owner/sign-out');
    expect(out.status).toBe(303);
    expect(v.jar.has('sf_owner')).toBe(false);
    v.jar.set('sf_owner', token);
    expect((await v.request('GET', '/api/owner-probe')).status).toBe(401);
  });

  it('refuses a sign-out posted from another origin', async () => {
    const v = visitor(appWithProbes());
    await signIn(v, OWNER_TEST_PASSWORD);
    expect((await v.request('POST', '/owner/sign-out', undefined, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await v.request('GET', '/api/owner-probe')).status).toBe(200);
  });

  it('limits password guesses', async () => {
    const v = visitor(appWithProbes());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(v, 'guess')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('owner password', () => {
  it('uses OWNER_PASSWORD, else generates one once, keeps it in the data folder and prints where it lives', () => {
    const dir = tempDataDir();
    const print = vi.fn();
    expect(resolveOwnerPassword('chosen', dir, print)).toBe('chosen');
    expect(print).not.toHaveBeenCalled();
    expect(existsSync(join(dir, OWNER_PASSWORD_FILE))).toBe(false);
    const made = resolveOwnerPassword('', dir, print);
    expect(made.length).toBeGreaterThanOrEqual(16);
    expect(print).toHaveBeenCalledTimes(1);
    expect(print.mock.calls[0]?.[0]).toContain(made);
    expect(print.mock.calls[0]?.[0]).toContain(join(dir, OWNER_PASSWORD_FILE));
    expect(statSync(join(dir, OWNER_PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveOwnerPassword('', dir, vi.fn())).toBe(made); // the next start keeps it
    expect(resolveOwnerPassword('chosen', dir, vi.fn())).toBe('chosen'); // the environment still wins
    expect(resolveOwnerPassword('', tempDataDir(), vi.fn())).not.toBe(made);
  });
});
