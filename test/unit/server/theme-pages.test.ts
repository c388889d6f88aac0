import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { themePageHtml } from '../../../examples/server/routes/theme-pages.js';
import { cleanup, makeApp } from './helpers.js';

const dirs: string[] = [];
afterEach(() => {
  cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A PAGES_DIR with `files`, and the secret file beside it that must never be served. */
function pagesDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sf-pages-'));
  dirs.push(root);
  writeFileSync(join(root, 'secret.txt'), 'outside');
  const dir = join(root, 'pages');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const nonceOf = (res: Response): string => /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';

describe('PAGES_DIR pages under the CSP', () => {
  it('sends a fresh nonce with every HTML page and puts it on every script of a theme page', async () => {
    const dir = pagesDir({ 'shop.html': '<html><head><title>x</title></head><body><script>Storefront.push(() => 1)</script></body></html>' });
    const app = makeApp({ pagesDir: dir });
    const first = await app.request('/pages/shop');
    const second = await app.request('/pages/shop');
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(3); // the injected configuration, the injected script tag, the page's own
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const scriptSrc = /script-src [^;]*/.exec(first.headers.get('Content-Security-Policy') ?? '')?.[0];
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`); // no 'unsafe-inline': handlers stay blocked
    expect(nonceOf(await app.request('/shop'))).toMatch(/.{22}==/);
  });

  it('adds no second script tag when the page has one, only the configuration', () => {
    const page = '<html><head><script src="/storefront/storefront.js" async></script></head><body></body></html>';
    const html = themePageHtml(page, { currency: 'EUR' }, 'n0nce');
    expect(html.match(/storefront\.js/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="n0nce" type="application/json" id="storefront-config">{"currency":"EUR"}</script>');
    const withConfig = '<head><script type="application/json" id="storefront-config">{}</script></head>';
    expect(themePageHtml(withConfig, { currency: 'EUR' }, 'n')).toBe(
      '<head><script nonce="n" type="application/json" id="storefront-config">{}</script><script nonce="n" src="/storefront/storefront.js" async></script>\n</head>',
    );
    expect(themePageHtml('<script nonce="own">x</script>', {}, 'n')).toContain('<script nonce="own">x</script>');
  });

  it('serves the folder\'s other files with their content types, and nothing outside it', async () => {
    const dir = pagesDir({ 'theme.js': 'console.log(1)', 'css/theme.css': 'body{}', 'img/logo.svg': '<svg/>', '.env': 'SECRET=1', 'shop.html': '<p>x</p>' });
    const app = makeApp({ pagesDir: dir });
    const js = await app.request('/pages/theme.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await js.text()).toBe('console.log(1)');
    expect((await app.request('/pages/css/theme.css')).headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect((await app.request('/pages/img/logo.svg')).headers.get('Content-Type')).toBe('image/svg+xml');
    for (const path of ['/pages/..%2Fsecret.txt', '/pages/%2e%2e/secret.txt', '/pages/css/..%2F..%2Fsecret.txt', '/pages/.env', '/pages/nothing.js', '/pages/%E0%A4%A']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/outside|SECRET/);
    }
    const html = await app.request('/pages/shop.html');
    expect(html.status).toBe(301);
    expect(html.headers.get('Location')).toBe('/pages/shop');
  });

  it('serves a favicon, so pages log no 404', async () => {
    const res = await makeApp().request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('adds Trusted Types to the CSP when asked', async () => {
    const plain = await makeApp().request('/');
    expect(plain.headers.get('Content-Security-Policy')).not.toContain('trusted-types');
    const strict = await makeApp({ trustedTypes: true }).request('/');
    expect(strict.headers.get('Content-Security-Policy')).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
  });
});
