import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { RING_RGB, ringPixels } from './support/focus-ring';
import { focusedName, slowCpu } from './support/keyboard';

/**
 * Issue 32 "Done when": every example page linked from the index, at 1280 and 320 px, is
 * tabbed through (at most STOPS stops a page, one load per page and width) and every
 * focused element must show a visible focus ring: ring pixels counted in a screenshot of
 * its box (support/focus-ring.ts). The ring's colour is the focused element's own outline
 * colour when it has one (a theme may change `--sf-focus-ring`), else the SDK's default.
 * Every missing ring of a width is listed at once. The page runs 4× slower (Chromium's CPU
 * throttling), as the audit did: a width takes about 5.3 min on the 2-core machines
 * (3.7 min unthrottled, 8.5 min while other jobs ran), hence the 900 s limit.
 */
const STOPS = 40;
const MIN_RING = 150;

/** The example pages: the index and every page it links to (as the Trusted Types test lists them). */
const examplePages = async (page: Page, url: string): Promise<string[]> => {
  await page.goto(url + '/');
  const links = await page.locator('main a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
  return ['/', ...links.filter((href) => !href.startsWith('/commerce/') && !href.startsWith('/checkout/'))];
};

/** The focused element: a stable key (to stop when Tab comes round again) and its outline colour, if it draws one. */
const focusedStop = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as (HTMLElement & { __ringStop?: number }) | null;
    if (!el || el === document.body || el.tagName === 'IFRAME') return null;
    const w = window as unknown as { __ringStops?: number };
    el.__ringStop ??= w.__ringStops = (w.__ringStops ?? 0) + 1;
    const style = getComputedStyle(el);
    const rgb = style.outlineStyle !== 'none' ? (style.outlineColor.match(/\d+/g) ?? []).slice(0, 3).map(Number) : [];
    return { key: el.__ringStop, rgb: rgb.length === 3 ? rgb : null };
  });

/** Tabs through `path` (STOPS at most) and answers the stops without a visible ring. */
const ringlessStops = async (page: Page, url: string, path: string): Promise<string[]> => {
  await page.goto(url + path);
  for (const island of await page.locator('[data-storefront]').all()) await island.dispatchEvent('pointerdown');
  await page.waitForLoadState('networkidle');
  const missing: string[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < STOPS; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop || seen.has(stop.key)) break; // past the page's end, or round again
    seen.add(stop.key);
    const n = await ringPixels(page, stop.rgb ?? RING_RGB);
    if (n < MIN_RING) missing.push(`${path} stop ${i + 1} ${await focusedName(page)}: ${n} ring pixels`);
  }
  return missing;
};

for (const width of [1280, 320]) {
  test(`every example page at ${width} px shows a visible focus ring on every Tab stop`, async ({ page, server }) => {
    test.setTimeout(900_000);
    await slowCpu(page);
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
    const pages = await examplePages(page, server.url);
    expect(pages).toEqual(expect.arrayContaining(['/shop', '/cart', '/products/tee-classic', '/pages/theme-example']));
    const missing: string[] = [];
    for (const path of pages) missing.push(...(await ringlessStops(page, server.url, path)));
    expect(missing, `${pages.length} pages at ${width} px`).toEqual([]);
  });
}
