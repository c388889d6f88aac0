/**
 * `npm run bench`: prints the loader's size (minified, gzip, brotli) and the total
 * JavaScript a product page loads once every island has mounted, then after a variant
 * is chosen and added (the lazy chunks), measured in
 * Chromium against the reference backend; then what a shopper feels and what it costs
 * beside Commerce Layer's drop-in.js and Shopify's Buy Button rendering the same product
 * (test/bench/peers.ts), and long product lists. Numbers only: budgets are checked by
 * `npm test` (size-limit), never by timing assertions. Ends with the template engine's
 * renders per second (test/bench/engine.ts, alone: `npm run bench:engine`).
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { benchEngine } from './engine';
import { benchTracking } from './tracking';
import { benchPeers } from './peers';
import { header, row, sizesOf, sum } from './sizes';

const dist = resolve(import.meta.dirname, '../../dist');

const main = async () => {
  console.log('\nLoader');
  console.log(header());
  console.log(row('dist/storefront.js', sizesOf(resolve(dist, 'storefront.js'))));

  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run node scripts/ensure-chromium.mjs');
  const server = await startServer({ RATE_LIMIT: '0' });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const report = (title: string, scripts: Set<string>) => {
      const files = [...scripts].sort();
      const sizes = files.map((f) => sizesOf(resolve(dist, f.replace('/storefront/', ''))));
      console.log(`\nJavaScript loaded by ${title}`);
      console.log(header());
      files.forEach((f, i) => console.log(row(f, sizes[i]!)));
      const total = sum(sizes);
      console.log(row('total', total));
    };
    for (const path of ['/products/tee-classic', '/shop']) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/storefront/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      // interact with every island so each widget's chunk is loaded and mounted
      for (const island of await page.locator('[data-storefront]').all()) await island.dispatchEvent('pointerdown');
      await page.waitForLoadState('networkidle');
      report(`${path} with every island mounted`, scripts);
      if (path === '/products/tee-classic') {
        // the lazy parts too: the picker's effects, the checks and calls, the product-added popover
        const tee = page.locator('main [data-storefront="product"]').first();
        await tee.locator('select[data-variant-option-name="Taille"]').selectOption('S');
        await tee.locator('select[data-variant-option-name="Couleur"]').selectOption('Blanc');
        await tee.locator('.sf-add-button').click();
        await page.locator('.sf-added-popover').waitFor();
        await page.waitForLoadState('networkidle');
        report(`${path} after choosing a variant and adding it (every lazy part of the product widget but the alert)`, scripts);
      }
      await page.close();
    }
    await benchTracking(browser, server);
  } finally {
    await browser.close();
    await server.stop();
  }
  await benchPeers(executablePath); // side by side with the peers, and long product lists (test/bench/peers.ts)
  await benchEngine(); // the template engine's renders per second (test/bench/engine.ts)
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
