import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addThroughApi } from './cart-helpers';
import { expect, test } from './support/fixtures';
import { imageProblems, lookProblems } from './support/look';
import type { RunningServer } from './support/server';

/**
 * The look checks (test/e2e/support/look.ts) on every example page the index links
 * (owner pages aside: they need a sign-in and are no shop pages) and on the states a
 * shopper reaches from them: a filled cart, its checkout with a field error, an order
 * confirmation, a blog post with its comment form; at 390 px (phone) and 1280 px.
 * Quick View and the added popover get the image check on their own. A failure lists
 * every page with its problems.
 */
test.describe.configure({ timeout: 600_000 });

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
};

async function indexPages(page: Page, server: RunningServer): Promise<string[]> {
  await page.goto(server.url + '/');
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => !href.startsWith('/owner/') && !href.endsWith('.css'));
}

/** The shopper's states: cart with lines, checkout with a field error, confirmation, a post page. */
async function states(page: Page, server: RunningServer): Promise<Record<string, () => Promise<void>>> {
  return {
    'cart (filled)': async () => {
      await addThroughApi(page, server, { itemId: 'tee-classic', sku: 'TEE-S-BLANC' });
      await addThroughApi(page, server, { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2 });
      await page.goto(server.url + '/cart');
    },
    'checkout (field error)': async () => {
      await page.goto(server.url + '/commerce/goto-checkout');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('pas-une-adresse');
      await page.getByRole('button', { name: 'Passer la commande' }).click();
    },
    'order confirmed': async () => {
      await page.getByRole('textbox', { name: 'E-mail' }).fill('client@example.fr');
      await page.getByRole('button', { name: 'Passer la commande' }).click();
      await page.getByRole('heading', { name: 'Commande confirmée' }).waitFor();
    },
    'blog post (comment form)': async () => {
      await page.goto(server.url + '/examples/blog/post-ouverture');
    },
  };
}


/**
 * The look problems still open (issue 25's and 26's remaining work, listed by the closing note): a
 * page may show these and no other. A new problem fails; a fixed one is dropped from the file with
 * `UPDATE_LOOK_KNOWN=1 npx playwright test test/e2e/look.e2e.ts` (the file then only shrinks).
 */
const KNOWN_FILE = new URL('./support/look-known.json', import.meta.url);
const known = (): Record<string, Record<string, string[]>> => (existsSync(KNOWN_FILE) ? (JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Record<string, Record<string, string[]>>) : {});
const beyondKnown = (check: string, failures: Record<string, string[]>): Record<string, string[]> => {
  if (process.env.UPDATE_LOOK_KNOWN === '1') {
    writeFileSync(KNOWN_FILE, JSON.stringify({ ...known(), [check]: failures }, null, 2) + '\n');
    return {};
  }
  const allowed = known()[check] ?? {};
  const fresh: Record<string, string[]> = {};
  for (const [where, problems] of Object.entries(failures)) {
    const extra = problems.filter((p) => !(allowed[where] ?? []).includes(p));
    if (extra.length) fresh[where] = extra;
  }
  return fresh;
};

for (const width of [390, 1280]) {
  const checks = width === 390 ? 'images, overflow, tap targets, input text, overlapping controls, clipped selects, English defaults' : 'overlapping controls, clipped selects';
  test(`every example page at ${width} px: ${checks}`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: 900 });
    const failures: Record<string, string[]> = {};
    for (const path of await indexPages(page, server)) {
      await page.goto(server.url + path);
      await settle(page);
      const problems = await lookProblems(page);
      if (problems.length) failures[path] = problems;
    }
    for (const [name, reach] of Object.entries(await states(page, server))) {
      await reach();
      await settle(page);
      const problems = await lookProblems(page);
      if (problems.length) failures[name] = problems;
    }
    expect(beyondKnown(`pages at ${width} px`, failures)).toEqual({});
  });
}

test('Quick View and the added popover show their pictures with alt, size and srcset', async ({ page, server }) => {
  const failures: Record<string, string[]> = {};
  await page.goto(server.url + '/shop');
  await settle(page);
  await page.locator('.sqs-product-quick-view-button').first().click();
  await page.locator('.sf-quick-view').waitFor();
  await settle(page);
  const quickView = await imageProblems(page, '.sf-quick-view');
  if (!(await page.locator('.sf-quick-view img').count())) quickView.push('no picture');
  if (quickView.length) failures['Quick View'] = quickView;

  await page.goto(server.url + '/products/carnet-simple');
  await settle(page);
  await page.locator('[data-storefront="product"] .sqs-add-to-cart-button').first().click();
  await page.locator('.sf-added-popover').waitFor();
  const popover = await imageProblems(page, '.sf-added-popover');
  if (!(await page.locator('.sf-added-popover img').count())) popover.push('no picture');
  if (popover.length) failures['added popover'] = popover;
  expect(beyondKnown('overlays', failures)).toEqual({});
});

test('"Vous aimerez aussi" is one row of picture tiles that scrolls within itself on a phone', async ({ page, server }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(server.url + '/products/cafe-abonnement'); // its row holds a sale price, whose hidden labels are positioned
    await settle(page);
    const tiles = page.locator('.related-products .sf-tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(3);
    const tops = await tiles.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${width} px: one row`).toBe(1);
    const title = page.locator('.related-products .sf-tile__title a').first();
    expect(await title.evaluate((a) => getComputedStyle(a).borderTopStyle), 'a title is a title, not a button').toBe('none');
    await expect(page.locator('.related-products .original-price')).toHaveCSS('text-decoration-line', 'line-through');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scroll`).toBe(width);
  }
});
