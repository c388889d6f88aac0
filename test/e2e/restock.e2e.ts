import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server';

/**
 * Issue 9 "Done when" (restock): the signup widget in Chromium, built script, real
 * reference backend (reset before each test), rows read from its SQLite file.
 */
test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});

const SIGNUP = '/api/commerce/restock-notifications';
const block = (page: Page) => page.locator('main [data-storefront="product"][data-item-id="lithographie-epuisee"]').first();
const form = (page: Page, sku: string) => block(page).locator(`.product-restock-notification[data-variant-id="${sku}"]`);
const signUps = (dataDir: string) => {
  const db = new Database(join(dataDir, 'store.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT product_id, variant_id, email, join_mailing_list FROM restock_signups ORDER BY id').all();
  } finally {
    db.close();
  }
};

async function open(page: Page, url: string) {
  await page.goto(url + '/products/lithographie-epuisee');
  await expect(block(page).locator('.sf-add-button')).toBeVisible(); // the product island is mounted
}

async function choose(page: Page, format: string) {
  await block(page).getByLabel('Choisir : Format').selectOption(format);
}

test('signs up for a sold-out variant with and without the opt-in; a second signup stores nothing new', async ({ page, server }) => {
  await open(page, server.url);
  await expect(form(page, 'LITHO-A2')).toBeHidden(); // several variants: no form before a choice
  await expect(form(page, 'LITHO-A3')).toBeHidden();

  await choose(page, 'A2');
  const a2 = form(page, 'LITHO-A2');
  await expect(a2).toBeVisible();
  await a2.getByRole('textbox', { name: 'Votre e-mail' }).fill('ana@example.fr');
  await a2.getByRole('checkbox', { name: "S'inscrire à la lettre d'information" }).uncheck(); // opted in by default
  await a2.getByRole('button', { name: "M'avertir" }).click();
  const success = a2.getByText('Vous êtes inscrit(e) !');
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(a2.getByRole('textbox')).toHaveCount(0); // the success text replaces the form

  await choose(page, 'A3');
  const a3 = form(page, 'LITHO-A3');
  await a3.getByRole('textbox', { name: 'Votre e-mail' }).fill('ana@example.fr');
  await a3.getByRole('button', { name: "M'avertir" }).click();
  await expect(a3.getByText('Vous êtes inscrit(e) !')).toBeVisible();

  expect(signUps(server.dataDir)).toEqual([
    { product_id: 'lithographie-epuisee', variant_id: 'LITHO-A2', email: 'ana@example.fr', join_mailing_list: 0 },
    { product_id: 'lithographie-epuisee', variant_id: 'LITHO-A3', email: 'ana@example.fr', join_mailing_list: 1 },
  ]);

  await open(page, server.url);
  await choose(page, 'A2');
  await form(page, 'LITHO-A2').getByRole('textbox').fill('ANA@example.fr');
  await form(page, 'LITHO-A2').getByRole('button', { name: "M'avertir" }).click();
  await expect(form(page, 'LITHO-A2').getByText('Vous êtes inscrit(e) !')).toBeVisible();
  expect(signUps(server.dataDir)).toHaveLength(2);
});

test('empty and invalid emails get their messages, tied to the field; the form follows the variant picker', async ({ page, server }) => {
  const calls: Request[] = [];
  page.on('request', (r) => r.url().endsWith(SIGNUP) && calls.push(r));
  await open(page, server.url);
  await choose(page, 'A2');
  const a2 = form(page, 'LITHO-A2');
  const email = a2.getByRole('textbox', { name: 'Votre e-mail' });
  await a2.getByRole('button', { name: "M'avertir" }).click();
  await expect(a2.getByText("L'e-mail ne peut pas être vide")).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription("L'e-mail ne peut pas être vide");
  await expect(email).toBeFocused();
  await email.fill('ana@');
  await email.press('Enter');
  await expect(a2.getByText("L'e-mail est non valide")).toBeVisible();
  expect(calls).toHaveLength(0);

  await choose(page, 'A3');
  await expect(a2).toBeHidden();
  await expect(form(page, 'LITHO-A3')).toBeVisible();
  await choose(page, '');
  await expect(form(page, 'LITHO-A3')).toBeHidden();
  await expect(page).toHaveURL(/\/products\/lithographie-epuisee$/); // no navigation to "#"
});

test('the bot check loads only when the shopper types; the button is locked while the call runs and a double submit sends one call', async ({ page, server }) => {
  const scripts: string[] = [];
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/captcha/enterprise.js')) scripts.push(r.url());
    if (r.url().endsWith(SIGNUP)) calls.push(r);
  });
  await open(page, server.url);
  await choose(page, 'A2');
  const a2 = form(page, 'LITHO-A2');
  await expect(a2).toBeVisible();
  expect(scripts).toEqual([]);
  await a2.getByRole('textbox').pressSequentially('ana@example.fr');
  await expect.poll(() => scripts.length).toBe(1);

  await server.fault({ match: `POST ${SIGNUP}`, latencyMs: 1500, times: 1 });
  const button = a2.getByRole('button', { name: "M'avertir" });
  await button.click();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click({ force: true }); // a shopper's second click on the locked button
  await a2.getByRole('textbox').press('Enter');
  await expect(a2.getByText('Vous êtes inscrit(e) !')).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(scripts).toHaveLength(1);
  expect(calls[0]?.postDataJSON()).toEqual({
    isJoinMailingList: true,
    productId: 'lithographie-epuisee',
    variantId: 'LITHO-A2',
    siteVisitorEmail: 'ana@example.fr',
    recaptchaEnterpriseV3Token: expect.stringMatching(/^v1\./),
  });
});

test('a replayed and a forged token are refused; the form says the message read from the answer', async ({ page, server }) => {
  const calls: Request[] = [];
  page.on('request', (r) => r.url().endsWith(SIGNUP) && calls.push(r));
  await open(page, server.url);
  await choose(page, 'A2');
  await form(page, 'LITHO-A2').getByRole('textbox').fill('ana@example.fr');
  await form(page, 'LITHO-A2').getByRole('button', { name: "M'avertir" }).click();
  await expect(form(page, 'LITHO-A2').getByText('Vous êtes inscrit(e) !')).toBeVisible();
  const used = (calls[0]?.postDataJSON() as { recaptchaEnterpriseV3Token: string }).recaptchaEnterpriseV3Token;

  const post = (token: string) =>
    page.evaluate(
      async ([path, token]) => {
        const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const r = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
          body: JSON.stringify({ isJoinMailingList: false, productId: 'lithographie-epuisee', variantId: 'LITHO-A3', siteVisitorEmail: 'bot@example.fr', recaptchaEnterpriseV3Token: token }),
        });
        return { status: r.status, body: (await r.json()) as unknown };
      },
      [SIGNUP, token] as const,
    );
  const refused = { status: 403, body: { message: "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement." } };
  expect(await post(used)).toEqual(refused);
  const [v, body, sig = ''] = used.split('.');
  expect(await post(`${v}.${body}.${sig.slice(1)}x`)).toEqual(refused);
  expect(signUps(server.dataDir)).toHaveLength(1);

  // a refusal's message reaches the shopper
  await server.fault({ match: `POST ${SIGNUP}`, status: 400, body: { message: 'Cette adresse est refusée.' }, times: 1 });
  await choose(page, 'A3');
  await form(page, 'LITHO-A3').getByRole('textbox').fill('ana@example.fr');
  await form(page, 'LITHO-A3').getByRole('button', { name: "M'avertir" }).click();
  await expect(form(page, 'LITHO-A3').getByText('Cette adresse est refusée.')).toBeVisible();
  await server.fault({ match: `POST ${SIGNUP}`, status: 500, body: {}, times: 1 });
  await form(page, 'LITHO-A3').getByRole('button', { name: "M'avertir" }).click();
  await expect(form(page, 'LITHO-A3').getByText("Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.")).toBeVisible();
});

test('without a site key: the console error and storefront:error name it, the form says the fallback message', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'restock-nokey-'));
  const file = join(dir, 'catalogue.json');
  const catalogue = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../examples/catalogue/catalogue.json'), 'utf8')) as { website: Record<string, unknown> };
  delete catalogue.website.captchaSettings;
  writeFileSync(file, JSON.stringify(catalogue));
  const server = await startServer({ CATALOGUE: file });
  try {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.addInitScript(() => {
      const w = window as unknown as { failures: string[] };
      w.failures = [];
      document.addEventListener('storefront:error', (e) => {
        const detail = (e as CustomEvent<{ widget: string; error: unknown }>).detail;
        w.failures.push(`${detail.widget}: ${detail.error instanceof Error ? detail.error.message : String(detail.error)}`);
      });
    });
    await open(page, server.url);
    await choose(page, 'A2');
    await form(page, 'LITHO-A2').getByRole('textbox').fill('ana@example.fr');
    await form(page, 'LITHO-A2').getByRole('button', { name: "M'avertir" }).click();
    await expect(form(page, 'LITHO-A2').getByText("Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.")).toBeVisible();
    expect(errors.some((e) => e.includes('Enterprise V3 ReCaptcha site key not found'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { failures: string[] }).failures)).toEqual([
      'restock: Enterprise V3 ReCaptcha site key not found',
    ]);
    expect(signUps(server.dataDir)).toEqual([]);
  } finally {
    await server.stop();
  }
});

const violations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('the restock form is axe-clean idle, with an error and after success', async ({ page, server }) => {
  await open(page, server.url);
  await choose(page, 'A2');
  const a2 = form(page, 'LITHO-A2');
  await expect(a2.getByRole('textbox')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await a2.getByRole('button', { name: "M'avertir" }).click();
  await expect(a2.getByText("L'e-mail ne peut pas être vide")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await a2.getByRole('textbox').fill('ana@example.fr');
  await a2.getByRole('button', { name: "M'avertir" }).click();
  await expect(a2.getByText('Vous êtes inscrit(e) !')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
