import { expect, test } from './support/fixtures';

/**
 * Issue 2 "Done when": a shopper adds the physical product with a chosen variant,
 * sees "1 article" and the subtotal in the pill; the cart survives a reload and a
 * backend restart. Real Chromium, built script, real backend and SQLite.
 */
test('adds a variant to the cart, the pill follows, and the cart survives reload and restart', async ({ page, server, consoleMessages }) => {
  await page.goto(server.url + '/products/tee-classic');
  const block = page.locator('[data-storefront="product"][data-item-id="tee-classic"]');
  await block.getByLabel('Choisir : Taille').selectOption('S');
  await block.getByLabel('Choisir : Couleur').selectOption('Blanc');
  const button = block.getByRole('button', { name: 'Ajouter au panier' });
  await button.click();
  await expect(block.getByText('Ajout en cours...')).toBeVisible();
  await expect(block.getByText('Ajout effectué !')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();

  const pill = page.locator('[data-storefront="cart-pill"]');
  await expect(pill).toBeVisible();
  await expect(pill).toContainText('1 article');
  await expect(pill).toContainText('25,00');
  await expect(page.locator('[data-storefront="cart-quantity"] .sqs-cart-quantity')).toHaveText('1');

  await page.reload();
  await expect(pill).toContainText('1 article');
  // let the widgets mount before the backend goes away, so no chunk load is cut short
  await block.hover();
  await expect(block.locator('.sf-add-button')).toHaveCount(1);
  await page.waitForLoadState('networkidle');

  await server.restart();
  await page.reload();
  await expect(pill).toContainText('1 article');
  await expect(pill).toContainText('25,00');
  expect(consoleMessages.filter((m) => !m.includes('favicon'))).toEqual([]);
});

test('the pill stays hidden while the cart is empty', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url + '/products/carnet-simple');
  await page.waitForFunction(() => 'version' in (window.Storefront ?? []));
  await expect(page.locator('[data-storefront="cart-pill"]')).toBeHidden();
  await context.close();
});

test('malformed product JSON keeps that block, warns once, and the other block still works', async ({ page, server, consoleMessages }) => {
  await page.goto(server.url + '/examples/broken');
  const blocks = page.locator('[data-storefront="product"]');
  await expect(blocks).toHaveCount(2);
  const broken = blocks.nth(0);
  const healthy = blocks.nth(1);
  const brokenHtml = await broken.innerHTML();
  await healthy.getByRole('button').click();
  await expect(healthy.getByText('Ajout effectué !')).toBeVisible();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  expect(await broken.innerHTML()).toBe(brokenHtml);
  const warnings = consoleMessages.filter((m) => m.includes('malformed'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('data-storefront="product"');
});

test('a click made before the widget mounted is replayed, not lost', async ({ page, server }) => {
  // Hold the product chunk back so the click lands on the server-rendered button.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/storefront/chunks/product.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(server.url + '/products/carnet-simple');
  const block = page.locator('[data-storefront="product"]');
  await block.getByRole('button', { name: 'Ajouter au panier' }).click();
  release();
  await expect(block.getByText('Ajout effectué !')).toBeVisible();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
});
