import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * axe on the example pages once the widgets are mounted and in their open states
 * (alert dialog, Quick View, cart page). Violations are listed by rule and node.
 */
const violations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const mountAll = async (page: Page) => {
  for (const island of await page.locator('[data-storefront]').all()) await island.dispatchEvent('pointerdown');
  await page.waitForLoadState('networkidle');
};

test('the product page is axe-clean, before and after an add', async ({ page, server }) => {
  await page.goto(server.url + '/products/tee-classic');
  await mountAll(page);
  expect(await violations(page)).toEqual([]);
  const block = page.locator('[data-storefront="product"]');
  await block.getByLabel('Select Taille').selectOption('S');
  await block.getByLabel('Select Couleur').selectOption('Blanc');
  await block.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(block.getByText('Ajout effectué !')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the error alert dialog is axe-clean', async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  await mountAll(page);
  await server.fault({ match: 'POST /api/commerce/shopping-cart/entries', status: 500, body: { message: 'Stock indisponible' }, times: 1 });
  await page.locator('[data-storefront="product"]').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await server.clearFaults();
});

test('the product list with Quick View open is axe-clean', async ({ page, server }) => {
  await page.goto(server.url + '/shop');
  await mountAll(page);
  expect(await violations(page)).toEqual([]);
  await page.locator('.sqs-product-quick-view-button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the cart page is axe-clean', async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  await page.locator('[data-storefront="product"]').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('item');
  await page.goto(server.url + '/cart');
  await mountAll(page);
  expect(await violations(page)).toEqual([]);
});
