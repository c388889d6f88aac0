import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 16 "Hostile markup corpus": broken islands beside healthy ones on a page of the
 * theme developer's folder (PAGES_DIR). Each broken island logs one warning naming its
 * element, keeps its server-rendered markup, and every healthy widget keeps working.
 * The corpus is made from the real product block the templates render.
 */
const pagesDir = mkdtempSync(join(tmpdir(), 'sf-hostile-pages-'));
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer({ PAGES_DIR: pagesDir });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** The seeded product block of /products/<id> as the server renders it. */
const productBlock = async (server: RunningServer, id: string) => {
  const html = await (await fetch(`${server.url}/products/${id}`)).text();
  const start = html.indexOf('<div', html.lastIndexOf('<', html.indexOf(`data-item-id="${id}"`)));
  // the block ends where its island's closing tag balances its opening one
  let depth = 0;
  const tags = /<\/?div\b[^>]*>/g;
  tags.lastIndex = start;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error(`no block for ${id}`);
};

const JSON_SCRIPT = /(<script type="application\/json"[^>]*data-storefront-json[^>]*>)([\s\S]*?)(<\/script>)/;
const withJson = (block: string, json: string) => block.replace(JSON_SCRIPT, (_all, open: string, _json: string, close: string) => open + json + close);
const named = (block: string, label: string) => block.replace('<div', `<div data-case="${label}"`);

const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Hostile markup</title></head><body><main>${body}</main>` +
  '<a data-storefront="cart-pill" href="/cart">Panier</a></body></html>';

/** What a broken island must say: its widget, and for the product widget its item. */
const CASES = (block: string) => [
  { label: 'no JSON', html: block.replace(JSON_SCRIPT, ''), warning: 'no product JSON' },
  { label: 'malformed JSON', html: withJson(block, '{"id": '), warning: 'malformed' },
  { label: 'huge malformed JSON', html: withJson(block, '['.repeat(200_000)), warning: 'malformed' },
  { label: 'huge garbage', html: withJson(block, 'x'.repeat(2_000_000)), warning: 'malformed' },
  { label: 'wrong shape', html: withJson(block, '{"id": 5, "structuredContent": []}'), warning: 'does not match the contract' },
  { label: 'no button', html: block.replace(/class="sqs-add-to-cart-button /, 'class="not-a-button '), warning: 'no add-to-cart button' },
  { label: 'unknown widget', html: block.replace('data-storefront="product"', 'data-storefront="no-such-widget"'), warning: 'no-such-widget' },
  { label: 'path as widget', html: block.replace('data-storefront="product"', 'data-storefront="../../evil"'), warning: '../../evil' },
  { label: 'prototype as widget', html: block.replace('data-storefront="product"', 'data-storefront="__proto__"'), warning: '__proto__' },
];

test('broken islands warn once each, keep their markup, and the healthy blocks still add to the cart', async ({ server, page: tab }) => {
  test.setTimeout(60_000);
  const healthy = await productBlock(server, 'carnet-simple');
  const cases = CASES(healthy).map((c) => ({ ...c, html: named(c.html, c.label) }));
  // two healthy copies with the same ids (duplicated ids are the template's, not ours to fix)
  const body = cases.map((c) => c.html).join('\n') + named(healthy, 'healthy') + named(healthy, 'healthy twin');
  writeFileSync(join(pagesDir, 'hostile.html'), page(body));

  const warnings: string[] = [];
  const errors: string[] = [];
  tab.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(server.url + '/pages/hostile');
  const twin = tab.locator('[data-case="healthy twin"]');
  await twin.scrollIntoViewIfNeeded(); // far below the fold, a block mounts when it nears the viewport
  await expect(twin.locator('.sf-add-button')).toBeVisible();
  const first = tab.locator('[data-case="healthy"]');
  await first.scrollIntoViewIfNeeded(); // a block scrolled past while far below mounts when it nears the viewport again
  await expect(first.locator('.sf-add-button')).toBeVisible();

  for (const c of cases) {
    const el = tab.locator(`[data-case="${c.label}"]`);
    await el.scrollIntoViewIfNeeded();
    await expect.poll(() => warnings.filter((w) => w.includes(c.warning)).length, { message: c.label }).toBeGreaterThanOrEqual(1);
    await expect(el.locator('.sf-add-button'), c.label).toHaveCount(0); // never enhanced: the server's markup stays
  }
  // one warning per broken island, no more
  expect(warnings.filter((w) => w.includes('[storefront]'))).toHaveLength(cases.length);
  expect(errors).toEqual([]);

  await twin.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  await expect(tab.locator('[data-storefront="cart-pill"]')).toContainText('1');
});

test('an island nested in another island is left alone with one warning; the outer one works', async ({ server, page: tab }) => {
  const healthy = await productBlock(server, 'carnet-simple');
  const inner = named(healthy, 'inner');
  const outer = named(healthy, 'outer').replace(/<\/div>$/, `${inner}</div>`);
  writeFileSync(join(pagesDir, 'nested.html'), page(outer));
  const warnings: string[] = [];
  tab.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await tab.goto(server.url + '/pages/nested');
  await expect(tab.locator('[data-case="outer"] .sf-add-button')).toHaveCount(1);
  await tab.locator('[data-case="inner"]').scrollIntoViewIfNeeded(); // below the outer block's pictures: started when it nears the viewport
  await expect.poll(() => warnings.filter((w) => w.includes('inside another island')).length).toBe(1);
  await tab.locator('[data-case="outer"]').getByRole('button', { name: 'Ajouter au panier' }).first().click();
  await expect(tab.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
});

test('10,000 islands: the page stays responsive and the first block works', async ({ server, page: tab }) => {
  test.setTimeout(90_000);
  const healthy = await productBlock(server, 'carnet-simple');
  const many = Array.from({ length: 10_000 }, (_, i) => `<span data-storefront="cart-quantity" data-n="${i}">0</span>`).join('');
  writeFileSync(join(pagesDir, 'many.html'), page(named(healthy, 'first') + many));
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(server.url + '/pages/many');
  await tab.locator('[data-case="first"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  // a task started now runs within a second: the main thread is not held by 10,000 mounts
  const delay = await tab.evaluate(
    () => new Promise<number>((done) => {
      const asked = performance.now();
      setTimeout(() => done(performance.now() - asked), 0);
    }),
  );
  expect(delay).toBeLessThan(1_000);
  await expect(tab.locator('[data-storefront="cart-quantity"]').first()).toHaveText('1');
  expect(errors).toEqual([]);
});
