import { expect, test } from './support/fixtures';
import { cls, observeShifts } from './support/layout-shift';

/**
 * docs/architecture.md principle 1: enhancing causes no layout shift. The page's cumulative
 * layout shift (the browser's own layout-shift entries) from load until every
 * island has mounted stays at 0 on the product page and on the cart page.
 */

test('the product page does not move when its widgets mount', async ({ page, server }) => {
  await observeShifts(page);
  await page.goto(server.url + '/products/tee-classic');
  const block = page.locator('[data-storefront="product"]');
  await block.locator('select').first().focus(); // loads the picker effects too
  await expect(block.locator('.sf-add-button')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await cls(page)).toBeLessThan(0.001);
});

test('the cart page does not move when the cart widget takes over', async ({ page, server }) => {
  await page.goto(server.url + '/products/tee-classic');
  const block = page.locator('[data-storefront="product"]');
  await block.getByLabel('Choisir : Taille').selectOption('S');
  await block.getByLabel('Choisir : Couleur').selectOption('Blanc');
  await block.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');

  await observeShifts(page);
  await page.goto(server.url + '/cart');
  const remove = page.locator('[data-storefront="cart"]').getByRole('button', { name: /^Supprimer/ });
  await expect(remove).toBeEnabled(); // the widget has taken over
  await page.waitForLoadState('networkidle');
  expect(await cls(page)).toBeLessThan(0.001);
});
