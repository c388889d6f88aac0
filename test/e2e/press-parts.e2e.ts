import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * Issue 31 (add feedback): a product page loads what its add button's first press needs
 * (dist/size/press-parts/, scripts/size-files.ts) once the page has loaded and the browser
 * is idle, so the press shows "Ajout en cours..." without waiting for any chunk on the
 * network. Without the preload, the first press fetched the button's component and the
 * chunks it imports (two round trips on a slow phone network: docs/performance.md).
 */
const pressParts = new Set(readdirSync(resolve(import.meta.dirname, '../../dist/size/press-parts')));
const chunkOf = (url: string) => new URL(url).pathname.replace(/^\/storefront\/chunks\//, '');

test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});

test("after load and idle, the product page has its button's first-press chunks; the first press fetches none", async ({ page, server }) => {
  const fetched: { file: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => void (loaded = true));
  page.on('request', (r) => {
    if (r.url().includes('/storefront/chunks/')) fetched.push({ file: chunkOf(r.url()), afterLoad: loaded });
  });
  await page.goto(server.url + '/products/carnet-simple');
  const add = page.locator('main [data-storefront="product"] .sf-add-button').first();
  await expect(add).toBeVisible();
  // every file of the first press comes, and none before the load event (the page's own loading comes first)
  await expect.poll(() => [...pressParts].filter((f) => !fetched.some((r) => r.file === f))).toEqual([]);
  expect(fetched.filter((r) => pressParts.has(r.file) && !r.afterLoad).map((r) => r.file)).toEqual([]);
  await page.waitForLoadState('networkidle');

  const atPress = fetched.length;
  await add.click();
  await expect(page.locator('[data-storefront="cart-pill"]').first()).toContainText('1 article');
  await expect(page.locator('.sf-added-popover')).toContainText('Ajouté au panier');
  expect(fetched.slice(atPress).map((r) => r.file)).toEqual([]);
});

test('a sold-out product page does not load what a press would need', async ({ page, server }) => {
  const fetched: string[] = [];
  page.on('request', (r) => void (r.url().includes('/storefront/chunks/') && fetched.push(chunkOf(r.url()))));
  await page.goto(server.url + '/products/lithographie-epuisee');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // an idle period after the load
  expect(fetched.filter((f) => /^product\.(button-render|purchase-calls|added-popover)\.js$/.test(f))).toEqual([]);
});
