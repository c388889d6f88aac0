import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addThroughApi, cartId, eur, storedCart } from './cart-helpers';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 4: the cart page's failure paths (backend fault injection) show docs/behaviour.md §8's
 * messages verbatim and leave the cart as it was; stock limits, custom answers and
 * the minimum subtotal.
 */
const ENTRIES = '/api/commerce/shopping-cart/entries/';

const openCart = async (page: Page, server: RunningServer, entries: Parameters<typeof addThroughApi>[2][]) => {
  await page.goto(server.url + '/');
  for (const entry of entries) await addThroughApi(page, server, entry);
  await page.goto(server.url + '/cart');
  const cart = page.locator('[data-storefront="cart"]');
  // the widget has taken over the server's identical markup
  await expect(cart.locator('.sf-cart:not(.sf-cart--static)')).toBeVisible();
  return cart;
};

test.afterEach(async ({ server }) => server.clearFaults());

test('an empty cart says so', async ({ page, server }) => {
  await page.goto(server.url + '/cart');
  await expect(page.locator('[data-storefront="cart"]').getByText('Votre panier est vide.')).toBeVisible();
});

test('a quantity change shows at once, before the server answers', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'carnet-simple', sku: 'CARNET-A5' }]);
  await server.fault({ match: 'PUT ' + ENTRIES, latencyMs: 1500, times: 1 });
  const quantity = cart.getByRole('spinbutton', { name: /^Quantité de Carnet/ });
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(cart.locator('.cart-entry-total')).toHaveText(eur('45,00'), { timeout: 1000 });
  await expect(cart.locator('.sf-cart__totals')).toHaveAttribute('aria-busy', 'true');
  await expect(cart.locator('.sf-cart__totals')).toHaveAttribute('aria-busy', 'false');
  await expect(cart.locator('[data-total="tax"]')).toHaveText(eur('7,50')); // the VAT part of 45,00 €
});

test('a failed quantity change is rolled back with "Impossible d\'actualiser la quantité"', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'carnet-simple', sku: 'CARNET-A5' }]);
  await server.fault({ match: 'PUT ' + ENTRIES, status: 500, times: 1 });
  const quantity = cart.getByRole('spinbutton', { name: /^Quantité de Carnet/ });
  await quantity.fill('4');
  await quantity.press('Enter');
  const alert = page.getByRole('alertdialog', { name: "Impossible d'actualiser la quantité" });
  await expect(alert).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(cart.locator('[data-total="subtotal"]')).toHaveText(eur('15,00'));
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(quantity).toBeFocused();
  const stored = await storedCart(server, await cartId(page, server));
  expect(stored.entries.map((e) => e.quantity)).toEqual([1]);
});

test('stock limits: more than the stock is refused and rolled back', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'tee-classic', sku: 'TEE-M-BLANC' }]);
  const quantity = cart.getByRole('spinbutton', { name: /^Quantité de T-shirt/ });
  await expect(quantity).toHaveAttribute('max', '2'); // M/Blanc: 2 in stock
  await quantity.fill('3');
  await quantity.press('Enter');
  const alert = page.getByRole('alertdialog', { name: "Impossible d'actualiser la quantité" });
  // how many are left, not "out of stock" (issue 26 point 1)
  await expect(alert).toContainText("Il n'en reste que 2.");
  await expect(alert).not.toContainText('rupture de stock');
  await expect(quantity).toHaveValue('1');
  await alert.getByRole('button', { name: 'OK' }).click();
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(cart.locator('.cart-entry-total')).toHaveText(eur('50,00'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a stock refusal from the server (sold meanwhile) is rolled back too', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'carnet-simple', sku: 'CARNET-A5' }]);
  await server.fault({ match: 'PUT ' + ENTRIES, status: 409, body: { message: 'Malheureusement, cet article est en rupture de stock.' }, times: 1 });
  const quantity = cart.getByRole('spinbutton', { name: /^Quantité de Carnet/ });
  await quantity.fill('2');
  await quantity.press('Enter');
  const alert = page.getByRole('alertdialog', { name: "Impossible d'actualiser la quantité" });
  await expect(alert).toContainText('Malheureusement, cet article est en rupture de stock.');
  await expect(quantity).toHaveValue('1');
});

test('a failed removal puts the entry back with "Impossible de supprimer l\'élément"', async ({ page, server }) => {
  const cart = await openCart(page, server, [
    { itemId: 'carnet-simple', sku: 'CARNET-A5' },
    { itemId: 'guide-numerique', sku: 'GUIDE-PDF' },
  ]);
  await server.fault({ match: 'DELETE ' + ENTRIES, status: 500, times: 1 });
  await cart.getByRole('button', { name: 'Supprimer Guide numérique (PDF)' }).click();
  await expect(page.getByRole('alertdialog', { name: "Impossible de supprimer l'élément" })).toBeVisible();
  await expect(cart.locator('.cart-entry')).toHaveCount(2);
  await expect(cart.locator('[data-total="subtotal"]')).toHaveText(eur('24,00'));
  expect((await storedCart(server, await cartId(page, server))).entries).toHaveLength(2);
});

test('an expired session shows its message on removal', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'carnet-simple', sku: 'CARNET-A5' }]);
  await server.fault({ match: 'DELETE ' + ENTRIES, crumbFail: true, times: 1 });
  await cart.getByRole('button', { name: /^Supprimer Carnet/ }).click();
  const alert = page.getByRole('alertdialog', { name: "Impossible de supprimer l'élément" });
  await expect(alert).toContainText('Votre session a expiré. Veuillez rafraîchir la page et réessayer.');
  await expect(cart.locator('.cart-entry')).toHaveCount(1);
});

test('removing the last entry empties the cart and moves focus to the message', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'carnet-simple', sku: 'CARNET-A5' }]);
  await cart.getByRole('button', { name: /^Supprimer Carnet/ }).click();
  await expect(cart.getByText('Votre panier est vide.')).toBeFocused();
  await expect(page.locator('[data-storefront="cart-pill"]')).toBeHidden();
});

const ANSWERS = JSON.stringify([
  { label: 'Texte à imprimer', value: 'Bonjour' },
  { label: 'Format', value: 'A3' },
  { label: 'Remarque', value: '' },
]);

test('custom answers show "N/A" when empty and can be edited', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'affiche-personnalisee', sku: 'AFFICHE-PERSO', additionalFields: ANSWERS }]);
  const answers = cart.locator('.cart-entry-answers');
  await expect(answers).toContainText('Texte à imprimer : Bonjour');
  await expect(answers).toContainText('Remarque : N/A');
  await expect(answers.locator('[lang="en"]')).toHaveText('N/A'); // the platform's English default (issue 32 row 6)

  const edit = cart.getByRole('button', { name: 'Modifier les réponses pour Affiche personnalisée' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Modifier les réponses pour Affiche personnalisée' });
  await dialog.getByLabel('Texte à imprimer').fill('Salut');
  await dialog.getByLabel('Remarque').fill('Encre dorée');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(answers).toContainText('Texte à imprimer : Salut');
  await expect(answers).toContainText('Remarque : Encre dorée');
  const stored = await storedCart(server, await cartId(page, server));
  // the custom form modal (issue 10) edits them on the product's form and saves them in its answer shape
  expect(JSON.parse(stored.entries[0]?.additional_fields ?? '')).toEqual([
    { id: 'texte', type: 'text', rawTitle: 'Texte à imprimer', value: 'Salut' },
    { id: 'format', type: 'select', rawTitle: 'Format', value: 'A3' },
    { id: 'note', type: 'textarea', rawTitle: 'Remarque', value: 'Encre dorée' },
  ]);

  await server.fault({ match: 'PUT ' + ENTRIES, status: 500, times: 1 });
  await edit.click();
  await dialog.getByLabel('Texte à imprimer').fill('Autre');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Impossible de mettre à jour le formulaire' })).toBeVisible();
  await expect(answers).toContainText('Texte à imprimer : Salut');
});

test('the answers dialog is keyboard-driven: focus inside, Escape closes, focus back on its button', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'affiche-personnalisee', sku: 'AFFICHE-PERSO', additionalFields: ANSWERS }]);
  const edit = cart.getByRole('button', { name: /^Modifier les réponses/ });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Modifier les réponses pour Affiche personnalisée' });
  await expect(dialog.getByLabel('Texte à imprimer')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test('answers that cannot be read: "Impossible d\'ouvrir le formulaire"', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'affiche-personnalisee', sku: 'AFFICHE-PERSO', additionalFields: 'pas du JSON' }]);
  await cart.getByRole('button', { name: /^Modifier les réponses/ }).click();
  await expect(page.getByRole('alertdialog', { name: "Impossible d'ouvrir le formulaire" })).toBeVisible();
});

test('below the minimum subtotal, checkout is blocked with its message', async ({ page, server }) => {
  const cart = await openCart(page, server, [{ itemId: 'guide-numerique', sku: 'GUIDE-PDF' }]);
  await expect(cart.getByText(/^Le sous-total minimum pour passer commande est de 10,00\s€\.$/)).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Passer la commande' })).toHaveCount(0);
});

test('a yen store shows the cart with 0 decimals', async ({ page }) => {
  const yen = await startServer({ CATALOGUE: 'examples/catalogue/catalogue-jpy.json' });
  try {
    const cart = await openCart(page, yen, [{ itemId: 'tee-classic', sku: 'TEE-S', quantity: 2 }]);
    await expect(cart.locator('.cart-entry-total')).toHaveText(/^7\s000\s(¥|JPY)$/);
    await expect(cart.locator('[data-total="tax"]')).toHaveText(/^700\s(¥|JPY)$/);
    await expect(cart.locator('[data-total="grand"]')).toHaveText(/^8\s500\s(¥|JPY)$/);
  } finally {
    await yen.stop();
  }
});
