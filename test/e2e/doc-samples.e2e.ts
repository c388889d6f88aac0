import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import type { StorefrontApi } from '../../src/public-api';
import { type DocSample, docSamples, sampleName, samplePage } from '../support/doc-samples';
import { expect, test as base } from './support/fixtures';
import { startServer } from './support/server';

/**
 * Every code sample of README.md, docs/api.md and docs/markup-contract.md, read from
 * the markdown now, runs on a theme developer's page (PAGES_DIR) under the backend's
 * CSP: no CSP violation, no uncaught error, no console error, no failed request; a
 * sample that adds to the cart must leave a cart. Shell commands and the React sample
 * are not page code: the package test type-checks the React sample
 * (test/e2e/package.e2e.ts). Also: inline handlers and injected scripts stay blocked.
 */
const samples = docSamples();
const RUN_IN_PAGE = new Set(['html', 'js', 'css']);
const NOT_PAGE_CODE = new Set(['sh', 'tsx', 'json']);
const pageOf = (s: DocSample, i: number) => (s.file ? s.file.replace(/\.html$/, '') : `sample-${i}`);

const pagesDir = mkdtempSync(join(tmpdir(), 'sf-doc-samples-'));
samples.forEach((s, i) => {
  if (!s.file && !RUN_IN_PAGE.has(s.lang)) return;
  const file = join(pagesDir, s.file ?? `${pageOf(s, i)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, s.file ? s.code : samplePage(s));
});
writeFileSync(
  join(pagesDir, 'blocked.html'),
  '<!doctype html><html lang="fr"><head><title>blocked</title></head><body><button type="button" onclick="window.handlerRan = true">Inline</button></body></html>',
);

const test = base.extend<object, { server: Awaited<ReturnType<typeof startServer>> }>({
  server: [
    async ({}, use) => {
      const server = await startServer({ PAGES_DIR: pagesDir });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

declare global {
  interface Window {
    cspViolations: string[];
    handlerRan?: boolean;
    injectedRan?: boolean;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

/** Opens a PAGES_DIR page and waits for the loader, the idle mount of its islands and the network. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => window.Storefront && !Array.isArray(window.Storefront));
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
}

const problems = (messages: string[]) => messages.filter((m) => !m.startsWith('warning:'));

test('the docs hold only samples this test knows how to run', () => {
  expect(samples.length).toBeGreaterThan(10);
  const unknown = samples.filter((s) => !s.file && !RUN_IN_PAGE.has(s.lang) && !NOT_PAGE_CODE.has(s.lang)).map(sampleName);
  expect(unknown).toEqual([]);
});

samples.forEach((s, i) => {
  if (s.lang === 'json') {
    test(`${sampleName(s)} is valid JSON`, () => {
      const text = s.code.trim();
      expect(() => JSON.parse(text.startsWith('"') ? `{${text}}` : text)).not.toThrow();
    });
  }
  if (s.file ? !s.file.endsWith('.html') : !RUN_IN_PAGE.has(s.lang)) return;
  test(`${sampleName(s)} runs on a PAGES_DIR page under the CSP`, async ({ page, server, consoleMessages }) => {
    await open(page, `${server.url}/pages/${pageOf(s, i)}`);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(problems(consoleMessages)).toEqual([]);
    if (s.lang === 'css') expect(await page.evaluate(() => document.styleSheets[0]?.cssRules.length)).toBeGreaterThan(0);
    if (/\baddToCart\b/.test(s.code) && !s.file) {
      await expect
        .poll(() => page.evaluate(() => (window.Storefront as StorefrontApi).call('getCart').then((cart) => cart?.totalQuantity ?? 0)))
        .toBeGreaterThan(0);
    }
  });
});

test("the README's theme page, with an inline Storefront.push and its own script file, adds to the cart and shows the pill", async ({ page, server, consoleMessages }) => {
  const readmePage = samples.find((s) => s.doc === 'README.md' && s.file?.endsWith('.html'));
  const script = samples.find((s) => s.doc === 'README.md' && s.file?.endsWith('.js'));
  expect(readmePage, 'README.md shows a PAGES_DIR page').toBeDefined();
  expect(script, 'README.md shows the page its own script file').toBeDefined();
  expect(readmePage?.code).toMatch(/<script>[\s\S]*Storefront\.push/);
  expect(readmePage?.code).toContain(`/pages/${script?.file}`);
  await open(page, `${server.url}/pages/${pageOf(readmePage!, 0)}`);
  const pill = page.locator('[data-storefront="cart-pill"]');
  await expect(pill).toBeHidden();
  await page.getByRole('button').first().click();
  await expect(pill).toBeVisible();
  await expect(pill).toContainText('1 article');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(problems(consoleMessages)).toEqual([]);
});

test('inline event handlers and scripts injected without the nonce stay blocked', async ({ page, server }) => {
  await open(page, `${server.url}/pages/blocked`);
  await page.getByRole('button', { name: 'Inline' }).click();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.cspViolations.length)).toBe(2);
  expect(await page.evaluate(() => [window.handlerRan, window.injectedRan])).toEqual([undefined, undefined]);
  expect(await page.evaluate(() => window.cspViolations.every((v) => v.startsWith('script-src-')))).toBe(true);
});
