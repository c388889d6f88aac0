import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { StorefrontApi } from '../../src/public-api';
import { expect, test as base } from './support/fixtures';
import { startServer } from './support/server';

/**
 * The React entry's `<CartPill>` (dist/lib/react.js, on real React, bundled as an app
 * bundles it in development) on a theme developer's page against the reference backend
 * (issue 27 point 4): the currency and locale come from the page's configuration block
 * before the props; with neither, the development build says so in the console.
 */
const repo = resolve(import.meta.dirname, '../..');
const pagesDir = mkdtempSync(join(tmpdir(), 'sf-react-pill-'));

/** A page with a configuration block and an app that renders `<CartPill {...props} />`. */
function pillPage(name: string, config: object, props: object): void {
  writeFileSync(
    join(pagesDir, `${name}.html`),
    `<!doctype html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n<title>${name}</title>\n` +
      `<script type="application/json" id="storefront-config">${JSON.stringify(config)}</script>\n` +
      `<script src="/pages/${name}.js" defer></script>\n</head>\n<body>\n<div id="app"></div>\n</body>\n</html>\n`,
  );
  writeFileSync(
    join(pagesDir, `${name}.entry.js`),
    `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { CartPill } from ${JSON.stringify(join(repo, 'dist/lib/react.js'))};\n` +
      `createRoot(document.getElementById('app')).render(createElement(CartPill, ${JSON.stringify(props)}));\n`,
  );
}

pillPage('pill-from-config', { currency: 'EUR', locale: 'fr-FR' }, { currency: 'USD', locale: 'en-US' });
pillPage('pill-without-money', {}, {});

const test = base.extend<object, { server: Awaited<ReturnType<typeof startServer>> }>({
  server: [
    async ({}, use) => {
      for (const name of ['pill-from-config', 'pill-without-money'])
        await build({
          entryPoints: [join(pagesDir, `${name}.entry.js`)],
          outfile: join(pagesDir, `${name}.js`),
          bundle: true,
          format: 'iife',
          define: { 'process.env.NODE_ENV': '"development"' },
          nodePaths: [join(repo, 'node_modules')],
          logLevel: 'silent',
        });
      const server = await startServer({ PAGES_DIR: pagesDir });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** Puts one carnet (15,00 €) in the visitor's cart through the script tag's API, then reloads: `messages` are the reloaded page's. */
async function withOneCarnet(page: import('@playwright/test').Page, url: string, messages: string[]): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => window.Storefront && !Array.isArray(window.Storefront));
  await page.evaluate(() => (window.Storefront as StorefrontApi).call('addToCart', { itemId: 'carnet-simple', sku: 'CARNET-A5', popover: false }));
  messages.length = 0;
  await page.reload();
}

test("takes the currency and locale from the page's configuration block before its props", async ({ page, server, consoleMessages }) => {
  await withOneCarnet(page, `${server.url}/pages/pill-from-config`, consoleMessages);
  const pill = page.locator('#app a.sf-cart-pill');
  await expect(pill).toBeVisible();
  await expect(pill).toHaveAttribute('aria-label', /^1 article, 15,00\s€$/);
  await expect(pill.locator('.sf-cart-pill__subtotal')).toHaveText(/^15,00\s€$/);
  expect(consoleMessages.filter((m) => m.includes('<CartPill>'))).toEqual([]);
});

test('with neither a configuration nor props, warns in development and falls back to USD', async ({ page, server, consoleMessages }) => {
  await withOneCarnet(page, `${server.url}/pages/pill-without-money`, consoleMessages);
  await expect(page.locator('#app a.sf-cart-pill')).toHaveAttribute('aria-label', /^1 article, 15,00\s\$US$/);
  expect(consoleMessages.filter((m) => m.includes('<CartPill>'))).toEqual([
    expect.stringMatching(/^warning: \[storefront\] <CartPill> has no currency and no locale: .* uses USD and fr-FR/),
  ]);
});
