import { resolve } from 'node:path';
import { build } from 'esbuild';
import { expect, test } from '@playwright/test';

/**
 * The SDK's one sanitiser (src/html/sanitize.ts, DOMPurify with our configuration)
 * against script, event-handler, javascript: and SVG payloads, in Chromium: DOMPurify
 * does not support simulated DOMs (happy-dom lets payloads through,
 * cure53/DOMPurify#1457), so these unit tests run in the real browser. The module is
 * bundled as it is (no backend needed); each payload's result is read back as markup.
 */
let bundle = '';
test.beforeAll(async () => {
  const out = await build({
    stdin: {
      contents: "import { sanitizeProviderHtml } from './src/html/sanitize'; (window as any).sanitize = (html: string) => { const box = document.createElement('div'); box.append(sanitizeProviderHtml(html)); return box.innerHTML; };",
      loader: 'ts',
      resolveDir: resolve(import.meta.dirname, '../..'),
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  bundle = out.outputFiles[0]!.text;
});

test.beforeEach(async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><body></body></html>');
  await page.addScriptTag({ content: bundle });
});

const clean = (page: import('@playwright/test').Page, html: string) => page.evaluate((h) => (window as unknown as { sanitize(h: string): string }).sanitize(h), html);

test('keeps the provider text, lists and links; links open in a new tab without the opener', async ({ page }) => {
  const out = await clean(page, '<section><p class="lead">Shop now. <strong>Pay later.</strong></p><ol><li>One</li></ol><a href="https://example.com/terms">Terms</a></section>');
  expect(out).toBe('<section><p class="lead">Shop now. <strong>Pay later.</strong></p><ol><li>One</li></ol><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Terms</a></section>');
});

test('removes scripts, whatever their spelling, and they never run', async ({ page }) => {
  const out = await clean(page, '<p>a</p><script>window.pwned = 1</script><SCRIPT>window.pwned = 2</SCRIPT><p>b<scr<script>ipt>window.pwned = 3</script></p><noscript><p title="</noscript><img src=x onerror=window.pwned=4>"></noscript>');
  expect(out).not.toMatch(/<script|onerror/i);
  expect(out).toContain('<p>a</p>');
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), out);
  await page.waitForTimeout(100); // an injected handler would have fired
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('removes event-handler attributes', async ({ page }) => {
  const out = await clean(page, '<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover=alert(3)>hi</p><details open ontoggle="alert(4)"></details><body onload="alert(5)"><a href="#" ONFOCUS="alert(6)" autofocus>f</a>');
  expect(out).not.toMatch(/\son\w+=/i);
  expect(out).toContain('>hi</p>');
});

test('removes javascript: and data: URLs, also disguised, and forms', async ({ page }) => {
  const out = await clean(
    page,
    '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(2)">b</a><a href=" &#106;avascript:alert(3)">c</a><a href="java&#x09;script:alert(4)">d</a><a href="data:text/html,<script>alert(5)</script>">e</a><form action="javascript:alert(6)"><button formaction="javascript:alert(7)">f</button></form>',
  );
  expect(out).not.toMatch(/script:|data:|<form|<button/i);
  expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a>f');
});

test('removes SVG and MathML, and the scripts and handlers they carry', async ({ page }) => {
  const out = await clean(
    page,
    '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>x</text></a><animate attributeName="href" to="javascript:alert(4)"/><foreignObject><img src=x onerror=alert(5)></foreignObject></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(6)></style></mglyph></table></mtext></math><p>after</p>',
  );
  expect(out).not.toMatch(/<svg|<math|<script|<animate|<foreignobject|onload|onerror|javascript:/i);
  expect(out).toContain('<p>after</p>');
});

test('removes styles, frames, objects and names that could clobber the page', async ({ page }) => {
  const out = await clean(page, '<style>body{display:none}</style><p style="position:fixed">s</p><iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x"><img name="getElementById" id="cookie" src="logo.png">');
  expect(out).not.toMatch(/<style|style=|<iframe|<object|<embed|id="cookie"|name="getElementById"/i);
  expect(out).toContain('<p>s</p>');
});
