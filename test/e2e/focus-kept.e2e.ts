import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { addThroughApi } from './cart-helpers';
import { keys, slowCpu } from './support/keyboard';

/**
 * Issue 32 row 5, keyboard only under 4× CPU on a slow network: a widget moves focus at
 * the end of an action only when focus is still where the action began
 * (widgets/common/focus-later.ts). Submitting the first form, then going on into the
 * second and typing there: the first form's thank-you never takes focus back.
 */

test('row 5: the first form\'s answer does not pull focus out of the second form', async ({ page, server }) => {
  await slowCpu(page);
  await page.route('**/api/form/SaveFormSubmission**', async (route) => {
    await new Promise((r) => setTimeout(r, 3000)); // a slow network
    await route.continue();
  });
  await page.goto(server.url + '/examples/newsletter');
  const [newsletter, callback] = [page.locator('[data-form-id="newsletter"]'), page.locator('[data-form-id="rappel"]')];
  await expect(newsletter.locator('form.sf-form')).toBeVisible({ timeout: 15_000 });
  await expect(callback.locator('form.sf-form')).toBeVisible({ timeout: 15_000 });
  const kb = keys(page);
  await kb.tabTo(/^textbox "E-mail/);
  await page.keyboard.type('grace@example.fr');
  await kb.tabTo(/^button "S'inscrire"/);
  await kb.press('Enter');
  await kb.tabTo(/^textbox "Nom/); // on into the second form while the first is still sending
  await page.keyboard.type('Grace');
  await expect(newsletter.getByRole('status')).toHaveText(/^Merci/, { timeout: 15_000 });
  await page.waitForTimeout(500); // past the focus move the answer would make
  await page.keyboard.type(' Hopper');
  await expect(callback.getByLabel(/^Nom/)).toBeFocused();
  await expect(callback.getByLabel(/^Nom/)).toHaveValue('Grace Hopper');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
});

test('row 5: a shopper still at the submit gets focus on the thank-you', async ({ page, server }) => {
  await slowCpu(page);
  await page.goto(server.url + '/examples/newsletter');
  const newsletter = page.locator('[data-form-id="newsletter"]');
  await expect(newsletter.locator('form.sf-form')).toBeVisible({ timeout: 15_000 });
  const kb = keys(page);
  await kb.tabTo(/^textbox "E-mail/);
  await page.keyboard.type('ada@example.fr');
  await kb.tabTo(/^button "S'inscrire"/);
  await page.keyboard.press('Enter');
  await expect(newsletter.getByRole('status')).toBeFocused({ timeout: 15_000 });
});

test('row 12: removing a feminine item is said without a participle agreeing with it', async ({ page, server }) => {
  await slowCpu(page);
  await page.goto(server.url + '/cart');
  await addThroughApi(page, server, { itemId: 'bougie-derniere', sku: 'BOUGIE-FIGUE' });
  await page.goto(server.url + '/cart');
  const cart = page.locator('[data-storefront="cart"]');
  const kb = keys(page);
  await kb.tabTo(/^button "Supprimer Bougie parfumée"/, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('status')).toHaveText('Article retiré du panier : Bougie parfumée.', { timeout: 15_000 });
});
