import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { analytics, cartId, recordAnalytics, storedCart } from './cart-helpers';
import { expect, test } from './support/fixtures';

/**
 * Issue 10 point 6: the custom product form modal. The poster (`affiche-personnalisee`)
 * asks its answers in a native modal dialog after the stock check, adds them to the cart
 * as the additionalFields JSON string; the cart page edits them in the same modal.
 */
const POSTER = '/products/affiche-personnalisee';
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test.beforeEach(async ({ page }) => recordAnalytics(page));

test('the poster is added with its answers, shown on the cart page, edited there through the modal and saved', async ({ page, server }) => {
  await page.goto(server.url + POSTER);
  const button = page.getByRole('button', { name: 'Personnaliser et ajouter' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Affiche personnalisée' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Texte à imprimer/ })).toBeFocused();
  expect(await axe(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Texte à imprimer/ })).toHaveAccessibleDescription('Requis');
  await expect(dialog.getByRole('combobox', { name: /^Format/ })).toHaveAccessibleDescription('Requis');
  await expect(dialog.getByRole('alert')).toHaveText("Au moins un champ n'est pas valide.");
  expect(await axe(page)).toEqual([]);

  await dialog.getByRole('textbox', { name: /^Texte à imprimer/ }).fill('Bonjour Paris');
  await dialog.getByRole('combobox', { name: /^Format/ }).selectOption('A2');
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  const stored = await storedCart(server, await cartId(page, server));
  expect(JSON.parse(stored.entries[0]?.additional_fields ?? '')).toEqual([
    { id: 'texte', type: 'text', rawTitle: 'Texte à imprimer', value: 'Bonjour Paris' },
    { id: 'format', type: 'select', rawTitle: 'Format', value: 'A2' },
    { id: 'note', type: 'textarea', rawTitle: 'Remarque', value: '' },
  ]);
  const events = (await analytics(page)).map((r) => r.event);
  expect(events.filter((e) => e.endsWith('custom-form'))).toEqual(['open-custom-form', 'save-custom-form']);

  await page.goto(server.url + '/cart');
  const cart = page.locator('[data-storefront="cart"]');
  const answers = cart.locator('.cart-entry-answers');
  await expect(answers).toContainText('Texte à imprimer : Bonjour Paris');
  await expect(answers).toContainText('Remarque : N/A');
  const edit = cart.getByRole('button', { name: 'Modifier les réponses pour Affiche personnalisée' });
  await edit.click();
  const editor = page.getByRole('dialog', { name: 'Modifier les réponses pour Affiche personnalisée' });
  await expect(editor.getByRole('combobox', { name: /^Format/ })).toHaveValue('A2');
  await editor.getByRole('textbox', { name: /^Texte à imprimer/ }).fill('Bonsoir Lyon');
  await editor.getByRole('textbox', { name: /^Remarque/ }).fill('Encre dorée');
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(answers).toContainText('Texte à imprimer : Bonsoir Lyon');
  await expect(answers).toContainText('Remarque : Encre dorée');
  const after = await storedCart(server, await cartId(page, server));
  expect(JSON.parse(after.entries[0]?.additional_fields ?? '')).toContainEqual({ id: 'texte', type: 'text', rawTitle: 'Texte à imprimer', value: 'Bonsoir Lyon' });
});

test('Escape closes the modal, nothing is added, focus is back on the button', async ({ page, server }) => {
  await page.goto(server.url + POSTER);
  const button = page.getByRole('button', { name: 'Personnaliser et ajouter' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Affiche personnalisée' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await cartId(page, server)).toBe('');
});

test('a form that cannot be fetched: CUSTOM_FORM_RENDER_ERROR with "Impossible d\'ouvrir le formulaire"', async ({ page, server }) => {
  await server.fault({ match: 'GET /api/template/GetTemplateSchema', status: 500, times: 1 });
  await page.goto(server.url + POSTER);
  const failure = page.evaluate(
    () => new Promise<unknown>((resolve) => document.addEventListener('storefront:add-to-cart-failure', (e) => resolve((e as CustomEvent).detail), { once: true })),
  );
  await page.getByRole('button', { name: 'Personnaliser et ajouter' }).click();
  await expect(page.getByRole('alertdialog', { name: "Impossible d'ajouter l'article" })).toContainText("Impossible d'ouvrir le formulaire");
  expect(await failure).toMatchObject({ itemId: 'affiche-personnalisee', reason: 'CUSTOM_FORM_RENDER_ERROR', message: "Impossible d'ouvrir le formulaire" });
  await server.clearFaults();
});
