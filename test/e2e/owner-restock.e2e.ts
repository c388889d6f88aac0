import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_OWNER_PASSWORD } from './support/server';

/**
 * Issue 9 "Done when" (owner): /owner/restock in Chromium against the reference backend:
 * refused without signing in, then the sign-ups across more than one page of the owner
 * API, send to one, send to all, the outbox with each email once, the restock action.
 */
test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});

const OWNER_API = '/api/site-users/account/notifications/restock';

/** A shopper signs up for A3 through the product page's form. */
async function shopperSignsUp(page: Page, url: string, email: string) {
  await page.goto(url + '/products/lithographie-epuisee');
  const block = page.locator('main [data-storefront="product"][data-item-id="lithographie-epuisee"]');
  await expect(block.locator('.sf-add-button')).toBeVisible();
  await block.getByLabel('Choisir : Format').selectOption('A3');
  const form = block.locator('.product-restock-notification[data-variant-id="LITHO-A3"]');
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button', { name: "M'avertir" }).click();
  await expect(form.getByText('Vous êtes inscrit(e) !')).toBeVisible();
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('the owner page is refused without signing in, then lists, sends to one and to all, and the outbox shows each email once', async ({ page, server }) => {
  await shopperSignsUp(page, server.url, 'shopper@example.fr');

  // a shopper's cookies open nothing
  expect(await page.evaluate(async (path) => (await fetch(path + '/groups')).status, OWNER_API)).toBe(401);
  await page.goto(server.url + '/owner/restock');
  await expect(page).toHaveURL(/\/owner\/sign-in\?next=%2Fowner%2Frestock$/);
  await signIn(page, 'wrong');
  await expect(page.getByText('Mot de passe incorrect.')).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
  const signInAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(signInAxe.violations.map((v) => v.id)).toEqual([]);
  await signIn(page, E2E_OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/owner\/restock$/);

  // 24 more sign-ups for A2 through the owner API: more than one page (20) of results
  const created = await page.evaluate(async (path) => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    let n = 0;
    for (let i = 0; i < 24; i++) {
      const r = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ productId: 'lithographie-epuisee', variantId: 'LITHO-A2', email: `visiteur${i}@example.fr`, language: 'fr' }),
      });
      if (r.ok) n++;
    }
    return n;
  }, OWNER_API);
  expect(created).toBe(24);
  const firstPage = await page.evaluate(async (path) => (await (await fetch(`${path}?productId=lithographie-epuisee&variantId=LITHO-A2`)).json()) as { signUps: unknown[]; hasNextPage: boolean }, OWNER_API);
  expect(firstPage.signUps).toHaveLength(20);
  expect(firstPage.hasNextPage).toBe(true);

  await page.reload();
  const a2 = page.getByRole('region', { name: 'Lithographie (A2)' });
  const a3 = page.getByRole('region', { name: 'Lithographie (A3)' });
  await expect(a2.locator('tbody tr')).toHaveCount(24);
  await expect(a2.getByRole('cell', { name: 'visiteur23@example.fr' })).toBeVisible();
  await expect(a3.getByRole('cell', { name: 'shopper@example.fr' })).toBeVisible();
  const outbox = page.getByRole('region', { name: "Boîte d'envoi" });
  await expect(outbox.getByText('Aucun e-mail envoyé.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await a3.getByRole('button', { name: 'Envoyer aux inscrits de Lithographie (A3)' }).click();
  await expect(page.getByRole('status')).toHaveText('1 e-mail(s) envoyé(s).');
  await expect(outbox.locator('tbody tr')).toHaveCount(1);
  await expect(outbox.getByRole('row', { name: /shopper@example\.fr/ })).toContainText('Lithographie (A3) est de retour en stock');
  await expect(outbox.getByRole('link')).toHaveAttribute('href', `${server.url}/products/lithographie-epuisee`);

  await page.getByRole('button', { name: 'Tout envoyer' }).click();
  await expect(page.getByRole('status')).toHaveText('24 e-mail(s) envoyé(s).');
  await expect(outbox.locator('tbody tr')).toHaveCount(25);
  await page.getByRole('button', { name: 'Tout envoyer' }).click();
  await expect(page.getByRole('status')).toHaveText('0 e-mail(s) envoyé(s).');
  await expect(outbox.locator('tbody tr')).toHaveCount(25);
  const recipients = await outbox.locator('tbody tr td:first-child').allTextContents();
  expect(new Set(recipients).size).toBe(25); // each sign-up emailed once
  await expect(a2.locator('tbody tr[data-notified="false"]')).toHaveCount(0);

  // restocking a variant in the seeded store: the product can be bought again
  await a2.getByRole('button', { name: 'Remettre Lithographie (A2) en stock (10)' }).click();
  await expect(page.getByRole('status')).toHaveText('Lithographie (A2) : stock remis à 10.');
  await expect(a2).toContainText('Stock : 10');

  // signing out closes the page again
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in$/);
  await page.goto(server.url + '/owner/restock');
  await expect(page).toHaveURL(/\/owner\/sign-in\?next=/);
});
