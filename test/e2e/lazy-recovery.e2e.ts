import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MESSAGES } from './support/faults';

/**
 * Issue 27 point 1: a lazy chunk that failed to load is loaded again by the shopper's
 * next gesture, without a reload, in a browser that REMEMBERS a failed dynamic import
 * (Chromium up to 150, the HTML standard until whatwg/html#10327: importing the same URL
 * again fails without a request) as in one that retries (src/runtime/lazy.ts). Each test
 * makes the browser remember, whatever its version: a chunk's first request fails
 * (`route.abort()`), and when that request was a module's (`import()`), every later
 * module request for the same URL fails too, as the memory of a remembering browser
 * would (it sends none). A URL with a query (a retry's) is never failed.
 */
test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});

/**
 * From now on, the first request for each chunk whose path matches `file` fails (only
 * module requests when `modulesOnly`), and a module request that failed is remembered.
 * Returns each failed URL with whether its failure is remembered. `failAfterMs`: a failure
 * that takes that long to come (a connection timing out), not at once.
 */
const failOnce = async (page: Page, file: RegExp, modulesOnly: boolean, failAfterMs = 0): Promise<Map<string, boolean>> => {
  const failed = new Map<string, boolean>();
  await page.route(
    (url) => !url.search && url.pathname.startsWith('/storefront/chunks/') && file.test(url.pathname),
    async (route, request) => {
      const url = request.url();
      const isModule = request.resourceType() === 'script';
      if (failed.get(url) && isModule) return route.abort('internetdisconnected'); // remembered
      if (failed.has(url) || (modulesOnly && !isModule)) return route.continue();
      failed.set(url, isModule);
      await new Promise((r) => setTimeout(r, failAfterMs));
      return route.abort('internetdisconnected');
    },
  );
  return failed;
};

/** "Connexion impossible…" in the alert dialog, or in the browser's own alert when the dialog's chunk failed too. */
const toldConnectionFailed = async (page: Page) => {
  const native = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
  const dialog = page.getByRole('alertdialog');
  const inPage = dialog.waitFor().then(async () => {
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'OK' }).click();
    return text;
  });
  expect(await Promise.race([native, inPage])).toContain(MESSAGES.connection);
};

const block = (page: Page) => page.locator('main [data-storefront="product"]').first();
const popover = (page: Page) => page.locator('.sf-added-popover');
const added = async (page: Page) => {
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  await expect(page.locator('[data-storefront="cart-pill"]').first()).toContainText('1 article');
};

test("the button's chunks failed and are remembered as failed: the shopper is told, the next click on Add To Cart adds", async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page).getByRole('button', { name: 'Ajouter au panier' });
  await expect(block(page).getByRole('status')).toBeAttached(); // mounted; the button's chunks load when it is reached for
  const failed = await failOnce(page, /\/product\.(button-render|purchase-calls)\.js$/, true);

  await add.click();
  await toldConnectionFailed(page);
  expect([...failed.values()]).toContain(true); // an import failed, and is remembered

  await add.click();
  await added(page);
});

test('an island whose chunk failed and is remembered as failed mounts on the next gesture, and its click is not lost', async ({ page, server }) => {
  const failed = await failOnce(page, /\/product\.js$/, true);
  await page.goto(server.url + '/products/carnet-simple');
  await expect.poll(() => [...failed.values()]).toEqual([true]); // the server's markup stays
  await block(page).locator('.sqs-add-to-cart-button').click();
  await added(page);
});

test('the shared chunks the button needs failed: caught before the module map records them, the next click adds', async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page).getByRole('button', { name: 'Ajouter au panier' });
  await expect(block(page).getByRole('status')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // the shared chunks not loaded yet (preact's among them): their first request fails, whatever sends it,
  // a second later (the press, once the button's own chunk is in, waits for the calls its pointer started:
  // failing at once would leave the press a fresh attempt that no longer fails). The added popover's
  // part, loaded beside the calls, may meet some of these failures: it is tried again at the add
  const failed = await failOnce(page, /\/shared-[\w-]+\.js$/, false, 1000);

  await add.click();
  await toldConnectionFailed(page);
  expect(failed.size).toBeGreaterThan(0);

  await add.click();
  await added(page); // the add goes through and its popover comes: the popover's part is tried again at the add
});

test("the added popover's chunk failed and is remembered as failed: the add is counted and its popover still comes", async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page).getByRole('button', { name: 'Ajouter au panier' });
  await expect(block(page).getByRole('status')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const failed = await failOnce(page, /\/product\.added-popover\.js$/, true);
  await add.focus(); // reached for: the button's calls load now, and the popover's part beside them, whose import fails
  await expect.poll(() => [...failed.values()]).toEqual([true]); // its import failed, and is remembered

  await add.click();
  await expect(page.locator('[data-storefront="cart-pill"]').first()).toContainText('1 article');
  await expect(popover(page)).toContainText('Ajouté au panier'); // tried again at the add, under a new URL
});
