import { expect, test } from './support/fixtures';

/**
 * The English catalogue (issue 14 point 4): /examples/english (locale en-US) shows the
 * widgets in English, the catalogue loaded on that page only; French pages never
 * request it.
 */
const block = (page: import('@playwright/test').Page, id: string) => page.locator(`main [data-storefront="product"][data-item-id="${id}"]`).first();

test('the English example page runs the widgets in English', async ({ page, server, consoleMessages }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(server.url + '/examples/english');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tee = block(page, 'tee-classic');
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(/Please select the \w+ and \w+ options\./);
  await alert.getByRole('button', { name: 'OK' }).click();
  await tee.getByLabel('Select Taille').selectOption('S');
  await tee.getByLabel('Select Couleur').selectOption('Blanc');
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  const popover = page.locator('.sf-added-popover');
  await expect(popover).toContainText('Added to cart');
  await expect(popover.getByRole('link', { name: 'View cart' })).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 item');
  expect(requested.filter((p) => p.endsWith('/i18n-en.js'))).toHaveLength(1);
  expect(consoleMessages).toEqual([]);
});

test('French pages never load the English catalogue', async ({ page, server }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const path of ['/products/tee-classic', '/shop']) {
    await page.goto(server.url + path);
    for (const island of await page.locator('[data-storefront]').all()) await island.dispatchEvent('pointerdown');
    await page.waitForLoadState('networkidle');
  }
  await block(page, 'carnet-simple').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(block(page, 'carnet-simple').getByText('Ajout effectué !')).toBeVisible();
  expect(requested.some((p) => p.includes('/storefront/chunks/'))).toBe(true);
  expect(requested.filter((p) => p.includes('i18n-en'))).toEqual([]);
});
