import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
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
 * would (it sends none). A URL with a query (a retry's) fails only while a test holds
 * the network down for it (`untilRestored`). Since issue 31 the button's parts load after
 * load and idle, so the failures are set before the page is opened.
 */
test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});

interface FailOptions {
  /** The failure takes that long to come (a connection timing out), not at once. */
  failAfterMs?: number;
  /** Every request for a matching chunk fails, retries' included (the network is down for it), until `restore()`. */
  untilRestored?: boolean;
}

/**
 * From now on, the first request for each chunk whose path matches `file` fails (only
 * module requests when `modulesOnly`), and a module request that failed is remembered.
 * `failed` holds each failed URL with whether its failure is remembered. With
 * `untilRestored`, every matching request fails until `restore()`; after it, only the
 * remembered ones do.
 */
const failOnce = async (page: Page, file: RegExp, modulesOnly: boolean, { failAfterMs = 0, untilRestored = false }: FailOptions = {}) => {
  const failed = new Map<string, boolean>();
  let down = untilRestored;
  const fail = async (url: string, isModule: boolean) => {
    if (!failed.get(url)) failed.set(url, isModule && !new URL(url).search);
    await new Promise((r) => setTimeout(r, failAfterMs));
  };
  await page.route(
    (url) => url.pathname.startsWith('/storefront/chunks/') && file.test(url.pathname),
    async (route, request) => {
      const url = request.url();
      const isModule = request.resourceType() === 'script';
      if (failed.get(url) && isModule) return route.abort('internetdisconnected'); // remembered
      if (modulesOnly && !isModule) return route.continue();
      if (down) return fail(url, isModule).then(() => route.abort('internetdisconnected'));
      if (new URL(url).search || failed.has(url) || untilRestored) return route.continue(); // a retry's URL fails only while the network is down
      await fail(url, isModule);
      return route.abort('internetdisconnected');
    },
  );
  return { failed, restore: () => void (down = false) };
};

/** The shared chunks (not the parts' own) that a product button's first press needs and a product page has not loaded at mount. */
const pressSharedChunks = (): RegExp => {
  const files = readdirSync(resolve(import.meta.dirname, '../../dist/size/press-parts')).filter((f) => f.startsWith('shared-'));
  expect(files.length).toBeGreaterThan(0);
  return new RegExp(`/(${files.map((f) => f.replace(/[.-]/g, '\\$&')).join('|')})$`);
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
  // they load after load and idle (issue 31), and fail, until the network is back
  const { failed, restore } = await failOnce(page, /\/product\.(button-render|purchase-calls)\.js$/, true, { untilRestored: true });
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page).getByRole('button', { name: 'Ajouter au panier' });
  await expect(block(page).getByRole('status')).toBeAttached(); // mounted
  await expect.poll(() => [...failed.values()]).toContain(true); // the preload's import failed, and is remembered

  await add.click();
  await toldConnectionFailed(page);

  restore();
  await add.click();
  await added(page);
});

test('an island whose chunk failed and is remembered as failed mounts on the next gesture, and its click is not lost', async ({ page, server }) => {
  const { failed } = await failOnce(page, /\/product\.js$/, true);
  await page.goto(server.url + '/products/carnet-simple');
  await expect.poll(() => [...failed.values()]).toEqual([true]); // the server's markup stays
  await block(page).locator('.sqs-add-to-cart-button').click();
  await added(page);
});

test('the shared chunks the button needs failed: caught before the module map records them, the next click adds', async ({ page, server }) => {
  // the shared chunks a product page has not loaded at mount (preact's among them): every request for them
  // fails a second later (a connection timing out), whatever sends it, until the network is back. The
  // added popover's part, loaded beside the calls, meets some of these failures: it is tried again at the add
  const { failed, restore } = await failOnce(page, pressSharedChunks(), false, { failAfterMs: 1000, untilRestored: true });
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page).getByRole('button', { name: 'Ajouter au panier' });
  await expect(block(page).getByRole('status')).toBeAttached();
  await expect.poll(() => failed.size).toBeGreaterThan(0); // the preload after load and idle failed

  await add.click();
  await toldConnectionFailed(page);

  restore();
  await add.click();
  await added(page); // the add goes through and its popover comes: the popover's part is tried again at the add
});

test("the added popover's chunk failed and is remembered as failed: the add is counted and its popover still comes", async ({ page, server }) => {
  const { failed } = await failOnce(page, /\/product\.added-popover\.js$/, true);
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page).getByRole('button', { name: 'Ajouter au panier' });
  await expect(block(page).getByRole('status')).toBeAttached();
  // the button's calls load after load and idle (issue 31), the popover's part beside them, whose import fails
  await expect.poll(() => [...failed.values()]).toEqual([true]); // its import failed, and is remembered

  await add.click();
  await expect(page.locator('[data-storefront="cart-pill"]').first()).toContainText('1 article');
  await expect(popover(page)).toContainText('Ajouté au panier'); // tried again at the add, under a new URL
});
