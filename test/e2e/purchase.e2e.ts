import type { Locator, Page } from '@playwright/test';
import { addThroughApi, eur } from './cart-helpers';
import { expect, test } from './support/fixtures';
import { E2E_OWNER_PASSWORD } from './support/server';

/**
 * Issue 26 points 1 to 3: three items bought, one with custom form answers, in a store
 * whose prices include VAT. The cart, the checkout and the confirmation write the same
 * lines (src/domain/line-item.ts) and the same totals, the VAT as a part of the total
 * ("dont TVA"), never added; the confirmation gives a short order number that the
 * owner's orders page finds.
 */
interface Line {
  title: string;
  variant: string;
  answers: string[];
  unit: string;
  total: string;
}

const readLines = (root: Locator): Promise<Line[]> =>
  root.locator('.sf-line').evaluateAll((rows) =>
    rows.map((row) => {
      const text = (selector: string) => row.querySelector(selector)?.textContent?.trim() ?? '';
      return {
        title: text('.sf-line__title'),
        variant: text('.sf-line__variant'),
        answers: Array.from(row.querySelectorAll('.sf-line__answers li'), (li) => li.textContent?.trim() ?? ''),
        unit: text('.sf-line__unit'),
        total: text('.sf-line__total'),
      };
    }),
  );

const readTotals = (root: Locator) =>
  root.locator('.sf-summary__row').evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent} = ${row.querySelector('dd')?.textContent}`));

/** The quantity each line says: the cart's stepper value, or "Qté : N". */
const readQuantities = (root: Locator) =>
  root.locator('.sf-line').evaluateAll((rows) =>
    rows.map((row) => {
      const input = row.querySelector('input');
      return input ? input.value : (row.querySelector('.sf-line__quantity')?.textContent?.match(/\d+/)?.[0] ?? '');
    }),
  );

async function addPosterWithAnswers(page: Page, url: string) {
  await page.goto(url + '/products/affiche-personnalisee');
  await page.getByRole('button', { name: 'Personnaliser et ajouter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affiche personnalisée' });
  await dialog.getByRole('textbox', { name: /^Texte à imprimer/ }).fill('Bonjour Paris');
  await dialog.getByRole('combobox', { name: /^Format/ }).selectOption('A2');
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog).toBeHidden();
}

test('three items, one with answers, tax included: the same lines and totals on cart, checkout and confirmation, a short order number the owner finds', async ({ page, server }) => {
  await addPosterWithAnswers(page, server.url);
  await addThroughApi(page, server, { itemId: 'tee-classic', sku: 'TEE-S-BLANC' });
  await addThroughApi(page, server, { itemId: 'carnet-simple', sku: 'CARNET-A5' });

  await page.goto(server.url + '/cart');
  const cart = page.locator('.sf-cart:not(.sf-cart--static)');
  await expect(cart.locator('.sf-line')).toHaveCount(3);
  // 75,00 € to free shipping, 75,00 € in the cart: free; one notebook less shows how far it is
  await expect(cart.locator('.sf-summary__free-shipping')).toHaveText('La livraison est offerte.');
  await expect(cart.getByRole('button', { name: 'Diminuer la quantité de Carnet' })).toBeDisabled();
  await cart.getByRole('button', { name: 'Augmenter la quantité de Carnet' }).click();
  await expect(cart.locator('[data-total="subtotal"]')).toHaveText(eur('90,00'));
  await expect(cart.getByRole('spinbutton', { name: 'Quantité de Carnet' })).toHaveValue('2');
  await expect(cart.locator('[data-total="shipping"]')).toHaveText('Offerte');
  await expect(cart.locator('[data-total="tax"]')).toHaveText(eur('15,00'));
  await expect(cart.locator('[data-total="grand"]')).toHaveText(eur('90,00'));
  await expect(cart.locator('.sf-summary__totals')).toHaveAttribute('aria-busy', 'false');

  const lines = await readLines(cart);
  const totals = await readTotals(cart);
  expect(lines.map((l) => l.title)).toEqual(['Affiche personnalisée', 'T-shirt classique', 'Carnet']);
  expect(lines[0]?.answers).toEqual(['Texte à imprimer : Bonjour Paris', 'Format : A2', 'Remarque : N/A']);
  expect(lines[1]?.variant).toBe('Taille : S, Couleur : Blanc');
  expect(lines[2]?.unit).toMatch(eur('15,00'));
  expect(lines[2]?.total).toMatch(eur('30,00'));
  // tax included: "dont TVA (20 %)" after the total, which does not add it
  expect(totals.map((t) => t.replace(/\s/g, ' '))).toEqual(['Sous-total = 90,00 €', 'Livraison = Offerte', 'Total = 90,00 €', 'dont TVA (20 %) = 15,00 €']);
  const quantities = await readQuantities(cart);
  expect(quantities).toEqual(['1', '1', '2']);

  await cart.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
  const checkout = page.locator('.sf-checkout__summary');
  expect(await readLines(checkout)).toEqual(lines);
  expect(await readTotals(checkout)).toEqual(totals);
  expect(await readQuantities(checkout)).toEqual(quantities);

  // a field's error is said on the field, and the order goes through once corrected
  await page.getByRole('textbox', { name: 'E-mail' }).fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/non valide/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('client@example.fr');
  await page.getByRole('button', { name: 'Passer la commande' }).click();

  await expect(page.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();
  const confirmation = page.locator('.sf-confirmation .sf-summary');
  expect(await readLines(confirmation)).toEqual(lines);
  expect(await readTotals(confirmation)).toEqual(totals);
  expect(await readQuantities(confirmation)).toEqual(quantities);
  const number = (await page.locator('.order-number').textContent()) ?? '';
  expect(number).toMatch(/^#\d{4,6}$/);
  await expect(page.getByRole('link', { name: 'Continuer les achats' })).toHaveAttribute('href', '/shop');

  // the owner finds the order by the number the shopper reads
  await page.goto(server.url + '/owner/orders?numero=' + encodeURIComponent(number));
  await page.getByLabel('Mot de passe').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.owner-order-number')).toHaveText(number);
  await expect(row).toContainText('client@example.fr');
  await expect(row).toContainText('Affiche personnalisée × 1');
  await expect(row).toContainText('Carnet × 2');
  await expect(row).toContainText(eur('90,00'));
});

test('checkout without a cart says the cart is empty and leads to the shop, with no session error', async ({ page, server }) => {
  await page.goto(server.url + '/commerce/goto-checkout');
  await expect(page.locator('main')).toContainText('Votre panier est vide.');
  await expect(page.locator('main')).not.toContainText('session');
  await expect(page.getByRole('main').getByRole('link', { name: 'Continuer les achats' })).toHaveAttribute('href', '/shop');
});
