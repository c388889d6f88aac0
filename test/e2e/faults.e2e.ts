import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MESSAGES, MODES, countRows, modes } from './support/faults';
import { addThroughApi, cartId, storedCart } from './cart-helpers';
import type { RunningServer } from './support/server';

/**
 * Issue 16 "Fault injection end to end": every fault mode of the reference backend
 * (examples/server/faults.ts) and of the network, driven in Chromium on add to cart and
 * on the cart page's quantity change and removal. For each: docs/behaviour.md §8's message
 * verbatim, the control usable again, and once the fault clears a retry works and the
 * page's cart equals the database's (no entry twice).
 */
const ADD = 'POST /api/commerce/shopping-cart/entries';
const ENTRIES = '/api/commerce/shopping-cart/entries/';

test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});
test.afterEach(async ({ server }) => server.clearFaults());

const pillCount = (page: Page) => page.locator('[data-storefront="cart-pill"]');

/** The stored cart's total quantity (0 when there is no cart). */
const storedQuantity = async (page: Page, server: RunningServer) => {
  const id = await cartId(page, server);
  if (!id) return 0;
  return (await storedCart(server, id)).entries.reduce((n, e) => n + e.quantity, 0);
};

for (const mode of MODES) {
  test(`add to cart, ${mode.name}: the message, the button back, then a retry that matches the database`, async ({ page, context, server }) => {
    await page.goto(server.url + '/products/carnet-simple');
    const add = page.locator('main [data-storefront="product"]').first().getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeEnabled();
    await add.focus(); // the calls chunk loads when the shopper reaches for the button
    await page.waitForLoadState('networkidle');
    const end = await mode.start(server, context, ADD);
    await add.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(mode.message);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(add).toHaveText('Ajouter au panier');
    await expect(add).toBeEnabled();
    expect(await storedQuantity(page, server)).toBe(0); // the failed add stored nothing
    await end();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
    expect(await storedQuantity(page, server)).toBe(1);
    await expect(pillCount(page)).toContainText('1');
  });
}

test('add to cart beyond the client timeout: the connection message, and the late write shows once the cart is read again', async ({ page, server }) => {
  test.setTimeout(45_000);
  await page.goto(server.url + '/products/carnet-simple');
  await addThroughApi(page, server, { itemId: 'guide-numerique', sku: 'GUIDE-PDF' }); // the cart (and its cookie) exist
  await page.reload();
  const add = page.locator('main [data-storefront="product"]').first().getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeEnabled();
  await server.fault({ match: ADD, latencyMs: 11_000, times: 1 }); // the client gives up at 10 s
  await add.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(MESSAGES.connection, { timeout: 15_000 });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(add).toBeEnabled();
  await expect.poll(() => storedQuantity(page, server), { timeout: 5_000 }).toBe(2); // the server did add it, late
  await page.reload();
  await expect(pillCount(page)).toContainText('2');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  await expect(pillCount(page)).toContainText('3');
  const stored = await storedCart(server, await cartId(page, server));
  expect(stored.entries.map((e) => [e.item_id, e.quantity]).sort()).toEqual([['carnet-simple', 2], ['guide-numerique', 1]]); // merged, not duplicated
});

test("offline before the button's chunks loaded: the browser's own alert still says so", async ({ page, context, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const block = page.locator('main [data-storefront="product"]').first();
  const add = block.getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeEnabled();
  // the island mounted (its live region is there), its calls' chunks not loaded yet: offline
  // before the island itself loaded, the server markup stays and there is nothing to tell
  await expect(block.getByRole('status')).toBeAttached();
  await context.setOffline(true);
  // accepted as it opens: an alert raised while the click is still being performed would block it
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
  await add.click();
  expect(await message).toBe(MESSAGES.connection);
  await expect(add).toHaveText('Ajouter au panier');
  await context.setOffline(false);
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  expect(await storedQuantity(page, server)).toBe(1);
});

const CART_MODES = modes('429', '500 with a message', 'expired crumb', 'connection reset', 'browser offline');

for (const mode of CART_MODES) {
  test(`cart quantity and removal, ${mode.name}: rolled back with the message, then retried to the database's state`, async ({ page, context, server }) => {
    await page.goto(server.url + '/');
    await addThroughApi(page, server, { itemId: 'carnet-simple', sku: 'CARNET-A5' });
    await addThroughApi(page, server, { itemId: 'guide-numerique', sku: 'GUIDE-PDF' });
    await page.goto(server.url + '/cart');
    const cart = page.locator('[data-storefront="cart"]');
    await expect(cart.locator('.sf-cart:not(.sf-cart--static)')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const quantity = cart.getByRole('spinbutton', { name: /^Quantité de Carnet/ });
    let end = await mode.start(server, context, 'PUT ' + ENTRIES);
    await quantity.fill('3');
    await quantity.press('Enter');
    let alert = page.getByRole('alertdialog', { name: "Impossible d'actualiser la quantité" });
    await expect(alert).toContainText(mode.message);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(quantity).toHaveValue('1');
    await end();

    end = await mode.start(server, context, 'DELETE ' + ENTRIES);
    await cart.getByRole('button', { name: 'Supprimer Guide numérique (PDF)' }).click();
    alert = page.getByRole('alertdialog', { name: "Impossible de supprimer l'élément" });
    await expect(alert).toContainText(mode.message);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(cart.locator('.cart-entry')).toHaveCount(2);
    await end();

    await quantity.fill('3');
    await quantity.press('Enter');
    await cart.getByRole('button', { name: 'Supprimer Guide numérique (PDF)' }).click();
    await expect(cart.locator('.cart-entry')).toHaveCount(1);
    await expect.poll(() => storedQuantity(page, server)).toBe(3);
    const stored = await storedCart(server, await cartId(page, server));
    expect(stored.entries.map((e) => [e.item_id, e.quantity])).toEqual([['carnet-simple', 3]]);
    await expect(quantity).toHaveValue('3');
  });
}

const SUB_MODES = modes('429', '500 with a message', 'expired crumb', 'connection reset');

for (const mode of SUB_MODES) {
  test(`subscription, ${mode.name}: the message, the button back, then one subscription cart`, async ({ page, context, server }) => {
    await page.goto(server.url + '/products/cafe-abonnement');
    const subscribe = page.locator('main [data-storefront="product"]').first().getByRole('button', { name: "S'abonner" });
    await expect(subscribe).toBeEnabled();
    await subscribe.focus();
    await page.waitForLoadState('networkidle');
    const end = await mode.start(server, context, 'POST /api/3/commerce/cart/subscription');
    await subscribe.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(mode.message);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(subscribe).toBeEnabled();
    expect(countRows(server, `SELECT COUNT(*) AS n FROM carts WHERE kind = 'subscription'`)).toBe(0);
    await end();
    await subscribe.click();
    await page.waitForURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
    expect(countRows(server, `SELECT COUNT(*) AS n FROM carts WHERE kind = 'subscription'`)).toBe(1);
  });
}
