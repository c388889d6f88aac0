import { afterEach, describe, expect, it } from 'vitest';
import { sameSitePath } from '../../../examples/server/same-site.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const ORIGIN = 'http://127.0.0.1:4173';
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function signIn(v: ReturnType<typeof visitor>, next: string) {
  await v.open('/owner/sign-in');
  const body = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', next, password: OWNER_TEST_PASSWORD });
  return v.request('POST', '/owner/sign-in', body.toString(), form);
}

describe('one same-site rule for every redirect (issue 28 rows 1 and 10)', () => {
  it('takes a path with one leading slash and no control character, parsed against the origin', () => {
    for (const good of ['/', '/owner/analytics?x=1#a', '/a//b', '/%09/host']) expect(sameSitePath(good, ORIGIN)).toBe(good);
    const bad = ['/\t/evil.example/x', '/\n/evil.example', '/\r\n/x', '/\u0000', '/\u007f', '//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '', undefined];
    for (const next of bad) expect(sameSitePath(next, ORIGIN)).toBe('/');
  });

  it('a sign-in post whose next holds a tab, CR or LF goes home, and keeps its session cookie', async () => {
    for (const next of ['/\t/evil.example/path', '/\n/x', '/\r\n/x']) {
      const v = visitor(makeApp());
      const res = await signIn(v, next);
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/');
      expect(res.headers.getSetCookie().some((l) => l.startsWith('sf_owner='))).toBe(true);
    }
  });

  it('control characters anywhere in the URL answer 400, never 500 (signed in or not)', async () => {
    const v = visitor(makeApp());
    await signIn(v, '/');
    expect(v.jar.has('sf_owner')).toBe(true);
    for (const path of ['/owner/sign-in?next=/%09/evil.example/path', '/owner/sign-in?next=/%0a/x', '/pages/a%0d%0ab.html', '/products/a%00b', '/shop?q=%7f']) {
      const res = await v.request('GET', path);
      expect(res.status, path).toBe(400);
    }
  });

  it('a signed-in owner opening a same-site next is sent there', async () => {
    const v = visitor(makeApp());
    await signIn(v, '/');
    const res = await v.request('GET', '/owner/sign-in?next=%2Fowner%2Fanalytics');
    expect(res.headers.get('Location')).toBe('/owner/analytics');
  });
});
