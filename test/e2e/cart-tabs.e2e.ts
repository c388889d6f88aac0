import { expect, test } from './support/fixtures';
import { addThroughApi, eur } from './cart-helpers';

/**
 * Issue 4 "Done when": two tabs on the same cart converge: a change in one is
 * visible in the other without reload (BroadcastChannel, src/state/cart.ts).
 */
test('two tabs on the same cart converge without reload', async ({ context, server }) => {
  const a = await context.newPage();
  await a.goto(server.url + '/');
  await addThroughApi(a, server, { itemId: 'carnet-simple', sku: 'CARNET-A5' });
  await addThroughApi(a, server, { itemId: 'guide-numerique', sku: 'GUIDE-PDF' });
  await a.goto(server.url + '/cart');
  const b = await context.newPage();
  await b.goto(server.url + '/cart');
  const cartA = a.locator('[data-storefront="cart"]');
  const cartB = b.locator('[data-storefront="cart"]');
  await expect(cartA.locator('.sf-cart:not(.sf-cart--static) .cart-entry')).toHaveCount(2);
  await expect(cartB.locator('.sf-cart:not(.sf-cart--static) .cart-entry')).toHaveCount(2);

  const quantityA = cartA.getByRole('spinbutton', { name: /^Quantité de Carnet/ });
  await quantityA.fill('3');
  await quantityA.press('Enter');
  await expect(cartB.getByRole('spinbutton', { name: /^Quantité de Carnet/ })).toHaveValue('3');
  await expect(cartB.locator('[data-total="grand"]')).toHaveText(eur('59,90'));
  await expect(b.locator('[data-storefront="cart-pill"]')).toContainText('4 articles');

  await cartB.getByRole('button', { name: 'Supprimer Guide numérique (PDF)' }).click();
  await expect(cartA.locator('.cart-entry')).toHaveCount(1);
  await expect(cartA.locator('[data-total="subtotal"]')).toHaveText(eur('45,00'));

  // An add on a product page in a third tab shows up in both carts.
  const c = await context.newPage();
  await c.goto(server.url + '/products/guide-numerique');
  await c.locator('[data-storefront="product"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartA.locator('.cart-entry')).toHaveCount(2);
  await expect(cartB.locator('.cart-entry')).toHaveCount(2);

  // Ordering in one tab empties the others.
  await b.getByRole('link', { name: 'Passer la commande' }).click();
  await b.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(b.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();
  await expect(cartA.getByText('Votre panier est vide.')).toBeVisible();
  await expect(a.locator('[data-storefront="cart-pill"]')).toBeHidden();
});
