import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locator, type Page, test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './support/server';
import { longList } from '../bench/long-list';

/**
 * Issue 14 point 8, long pages (loader/islands.ts): on `/shop`'s grid repeated to 100
 * blocks (a page of the theme developer's folder), the blocks near the viewport mount
 * when the browser is idle, the blocks far below the fold only when they near it, a
 * `data-load="interaction"` block only on interaction, and a click on a block whose
 * widget is not there yet is not lost.
 */
const pagesDir = mkdtempSync(join(tmpdir(), 'sf-long-pages-'));
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer({ PAGES_DIR: pagesDir });
      const shop = await (await fetch(server.url + '/shop')).text();
      writeFileSync(join(pagesDir, 'list-100.html'), longList(shop, 100));
      const waiting = longList(shop, 100).replace('data-storefront="product"', 'data-storefront="product" data-load="interaction"');
      writeFileSync(join(pagesDir, 'list-interaction.html'), waiting);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** The product widget re-renders its button with a live child: the server's has none. */
const mounted = (block: Locator) => block.locator('.sqs-add-to-cart-button-inner[aria-live]');

/** Resolves after the browser has been idle, then after the tasks the idle path queued (one mount a task). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => {
          let tasks = 200; // more than the islands in view: each mounts in a task of its own
          const next = () => (--tasks ? setTimeout(next) : done());
          next();
        }),
      ),
  );

test('a 100-block list: the blocks in view mount when idle, the ones far below when they near the viewport', async ({ page, server }) => {
  await page.goto(server.url + '/pages/list-100');
  const blocks = page.locator('[data-storefront="product"]');
  await expect(blocks).toHaveCount(100);
  await expect(mounted(blocks.first())).toHaveCount(1);
  await settle(page);
  await expect(mounted(blocks.nth(99))).toHaveCount(0);
  expect(await page.locator('.sqs-add-to-cart-button-inner[aria-live]').count()).toBeLessThan(100);
  await blocks.nth(99).scrollIntoViewIfNeeded();
  await expect(mounted(blocks.nth(99))).toHaveCount(1);
});

test('a data-load="interaction" block waits for the shopper; a click before its widget is there opens the Quick View', async ({ page, server }) => {
  await page.goto(server.url + '/pages/list-interaction');
  const blocks = page.locator('[data-storefront="product"]');
  await expect(mounted(blocks.nth(1))).toHaveCount(1);
  await settle(page);
  const waiting = blocks.first();
  await expect(mounted(waiting)).toHaveCount(0);
  await waiting.locator('.sqs-product-quick-view-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(mounted(waiting)).toHaveCount(1);
});
