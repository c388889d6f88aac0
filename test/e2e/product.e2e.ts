import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Issue 3 "Done when": the product purchase widgets in Chromium, built script, real
 * reference backend (one per file, reset before each test), driven by role and text.
 */
test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});

const settings = (url: string, patch: unknown) =>
  fetch(url + '/__test/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) });

/** Collects the reason codes of `storefront:add-to-cart-failure` (the tracking seam). */
const trackFailures = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { reasons: string[] };
    w.reasons = [];
    document.addEventListener('storefront:add-to-cart-failure', (e) => w.reasons.push((e as CustomEvent<{ reason: string }>).detail.reason));
  });
const reasons = (page: Page) => page.evaluate(() => (window as unknown as { reasons: string[] }).reasons);

const block = (page: Page, id: string) => page.locator(`main [data-storefront="product"][data-item-id="${id}"]`).first();
const mounted = (page: Page, id: string) => expect(block(page, id).locator('.sf-add-button')).toBeVisible();

test('choosing a variant changes the price and the status mark; sold-out values are marked', async ({ page, server }) => {
  await page.goto(server.url + '/products/mug-duo');
  const mug = block(page, 'mug-duo');
  await mounted(page, 'mug-duo');
  await expect(mug.locator('.product-price')).toContainText('12,00');
  await mug.getByLabel('Choisir : Contenance').selectOption('40 cl');
  await expect(mug.locator('.product-price')).toHaveText(/^16,00\s€$/);

  await page.goto(server.url + '/products/tee-classic');
  const tee = block(page, 'tee-classic');
  await mounted(page, 'tee-classic');
  await tee.getByLabel('Choisir : Taille').selectOption('L');
  await expect(tee.getByLabel('Choisir : Couleur').locator('option[value="Noir"]')).toHaveText('Noir (Épuisé)');
  await tee.getByLabel('Choisir : Couleur').selectOption('Noir');
  await expect(tee.locator('.product-mark')).toHaveText('Épuisé');
  await tee.getByLabel('Choisir : Couleur').selectOption('Blanc');
  await expect(tee.locator('.product-mark')).toHaveCount(0);
  await tee.getByLabel('Choisir : Taille').selectOption('M');
  await expect(tee.getByText('Plus que 2 en stock !', { exact: true })).toBeVisible(); // the live region says it too
  await expect(tee.getByLabel('Quantité')).toHaveAttribute('max', '2');
});

test('a missing option shows "Sélectionner une option" for 2 s and the message, reason NO_VARIANT_SELECTED', async ({ page, server }) => {
  await trackFailures(page);
  await page.goto(server.url + '/products/tee-classic');
  const tee = block(page, 'tee-classic');
  await mounted(page, 'tee-classic');
  await tee.getByLabel('Choisir : Taille').selectOption('S');
  await tee.getByRole('button', { name: 'Ajouter au panier' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText("Veuillez sélectionner l'option Couleur.");
  await expect(tee.getByText('Sélectionner une option')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(tee.getByRole('button', { name: 'Ajouter au panier' })).toBeFocused();
  await expect(tee.getByText('Sélectionner une option')).toBeHidden({ timeout: 3000 });
  expect(await reasons(page)).toEqual(['NO_VARIANT_SELECTED']);
});

test('a sold-out variant is refused before the call; a sold-out product is disabled with its one sold-out wording', async ({ page, server }) => {
  await trackFailures(page);
  await page.goto(server.url + '/products/tee-classic');
  const tee = block(page, 'tee-classic');
  await mounted(page, 'tee-classic');
  await tee.getByLabel('Choisir : Taille').selectOption('L');
  await tee.getByLabel('Choisir : Couleur').selectOption('Noir');
  await tee.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Malheureusement, cet article est en rupture de stock.');
  expect(await reasons(page)).toEqual(['OUT_OF_STOCK']);

  await page.goto(server.url + '/products/lithographie-epuisee');
  const litho = block(page, 'lithographie-epuisee');
  await expect(litho.getByRole('button', { name: 'Revient bientôt' })).toHaveAttribute('aria-disabled', 'true');
});

test('quantity errors: not a number, not whole', async ({ page, server }) => {
  await trackFailures(page);
  await page.goto(server.url + '/products/carnet-simple');
  const carnet = block(page, 'carnet-simple');
  await mounted(page, 'carnet-simple');
  await carnet.getByLabel('Quantité').fill('');
  await carnet.getByRole('button', { name: 'Ajouter au panier' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('La valeur « Quantité » doit être un nombre.');
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await carnet.getByLabel('Quantité').fill('1.5');
  await carnet.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(alert).toContainText('Quantity must be a whole number');
  expect(await reasons(page)).toEqual(['QUANTITY_NOT_A_NUMBER', 'QUANTITY_NOT_A_NUMBER']);
});

test('a subscription goes to /checkout/subscribe with a real cart token', async ({ page, server }) => {
  await page.goto(server.url + '/products/cafe-abonnement');
  await mounted(page, 'cafe-abonnement');
  await block(page, 'cafe-abonnement').getByRole('button', { name: "S'abonner" }).click();
  await page.waitForURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Abonnement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeVisible();
});

test('a gift card needs a value, then goes to /checkout/giftcard', async ({ page, server }) => {
  await page.goto(server.url + '/products/carte-cadeau');
  const card = block(page, 'carte-cadeau');
  await mounted(page, 'carte-cadeau');
  await card.getByRole('button', { name: 'Ajouter au panier' }).click();
  const alert = page.getByRole('alertdialog', { name: "Impossible d'acheter la Carte-cadeau" });
  await expect(alert).toContainText('Sélectionner une valeur pour la carte-cadeau');
  await alert.getByRole('button', { name: 'OK' }).click();
  await card.getByLabel('Choisir : Valeur').selectOption('50 €');
  await card.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.waitForURL('**/checkout/giftcard?websiteId=site-maison-exemple&giftCardProductId=carte-cadeau&sku=GIFT-50');
  await expect(page.getByRole('heading', { name: 'Carte-cadeau' })).toBeVisible();
});

test('express checkout: a successful add goes straight to /commerce/goto-checkout', async ({ page, server }) => {
  await settings(server.url, { store: { expressCheckout: true } });
  await page.goto(server.url + '/products/carnet-simple');
  await mounted(page, 'carnet-simple');
  await block(page, 'carnet-simple').getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.waitForURL('**/commerce/goto-checkout');
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeVisible();
});

test('429, expired session and server failures show the catalogue messages', async ({ page, server }) => {
  await trackFailures(page);
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page, 'carnet-simple').getByRole('button', { name: 'Ajouter au panier' });
  await mounted(page, 'carnet-simple');
  const alert = page.getByRole('alertdialog');

  await server.fault({ match: 'POST /api/commerce/shopping-cart/entries', status: 429, times: 1 });
  await add.click();
  await expect(alert).toHaveText(/Veuillez réessayer dans quelques secondes\./);
  await alert.getByRole('button', { name: 'OK' }).click();

  await server.fault({ match: 'POST /api/commerce/shopping-cart/entries', crumbFail: true, times: 1 });
  await expect(add).toHaveText('Ajouter au panier');
  await add.click();
  await expect(alert).toContainText('Votre session a expiré. Veuillez rafraîchir la page et réessayer.');
  await alert.getByRole('button', { name: 'OK' }).click();

  await server.fault({ match: 'POST /api/commerce/shopping-cart/entries', status: 500, body: { message: 'Stock indisponible' }, times: 1 });
  await expect(add).toHaveText('Ajouter au panier');
  await add.click();
  await expect(page.getByRole('alertdialog', { name: "Impossible d'ajouter l'article" })).toContainText('Stock indisponible');
  expect(await reasons(page)).toEqual(['API_FAILURE', 'API_FAILURE', 'API_FAILURE']);
});

test('the product-added popover is announced, closes with Escape, and removes itself after 3 s', async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const add = block(page, 'carnet-simple').getByRole('button', { name: 'Ajouter au panier' });
  await mounted(page, 'carnet-simple');
  await add.click();
  const popover = page.getByRole('status').filter({ hasText: 'Ajouté au panier' });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Carnet');
  const shownAt = Date.now();
  await expect(popover).toHaveCount(0, { timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);

  await expect(add).toHaveText('Ajouter au panier');
  // a theme restyles it through the documented custom properties (docs/api.md "Theming")
  await page.evaluate(() => document.documentElement.style.setProperty('--sf-popover-background', 'rgb(1, 2, 3)'));
  await add.click();
  await expect(popover).toBeVisible();
  await expect(popover).toHaveCSS('background-color', 'rgb(1, 2, 3)');
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0, { timeout: 1000 });
});

test('Quick View opens the product in a dialog, records the view, and adds to the cart', async ({ page, server }) => {
  await page.goto(server.url + '/shop');
  await block(page, 'carnet-simple').getByRole('button', { name: 'Aperçu rapide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carnet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog.getByText('Ajout effectué !')).toBeVisible();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(dialog).toBeHidden();
  const census = (await (await fetch(server.url + '/__test/census')).json()) as { census: { kind: string; target: string }[] };
  expect(census.census).toContainEqual(expect.objectContaining({ kind: 'quick-view', target: 'carnet-simple' }));
});

test('custom button text, and on the list grid a missing option is only a visual cue', async ({ page, server }) => {
  await page.goto(server.url + '/products/affiche-personnalisee');
  await expect(block(page, 'affiche-personnalisee').getByRole('button', { name: 'Personnaliser et ajouter' })).toBeVisible();
  await page.goto(server.url + '/shop');
  const tee = block(page, 'tee-classic');
  await tee.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(tee.getByText('Sélectionner une option')).toBeVisible();
  await expect(tee.getByLabel('Choisir : Taille')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('example pages: every product case and the add-on, reviews and express pages are reachable from the index', async ({ page, server }) => {
  await page.goto(server.url + '/');
  for (const id of ['tee-classic', 'carnet-simple', 'sweat-solde', 'mug-duo', 'guide-numerique', 'atelier-ceramique', 'carte-cadeau', 'cafe-abonnement', 'affiche-personnalisee', 'lithographie-epuisee', 'bougie-derniere']) {
    await expect(page.locator(`a[href="/products/${id}"]`)).toHaveCount(1);
  }
  for (const name of ['add-on', 'reviews', 'express-checkout']) await expect(page.locator(`a[href="/examples/${name}"]`)).toHaveCount(1);

  await page.goto(server.url + '/examples/add-on');
  const addOn = block(page, 'carnet-simple').getByRole('button', { name: 'Ajouter au panier' });
  await expect(addOn.locator('svg')).toHaveAttribute('data-icon', 'plus');
  await addOn.click();
  await expect(block(page, 'carnet-simple').getByRole('button', { name: 'Ajout effectué !' }).locator('svg')).toHaveAttribute('data-icon', 'checkmark');

  await page.goto(server.url + '/examples/reviews');
  await mounted(page, 'tee-classic');
  await expect(page.getByRole('region', { name: 'Avis' })).toBeVisible();
});
