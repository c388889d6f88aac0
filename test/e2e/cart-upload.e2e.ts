import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { cartId, storedCart } from './cart-helpers';
import { E2E_OWNER_PASSWORD, type RunningServer, startServer } from './support/server';

/**
 * A cart entry claiming its upload (docs/forms.md "File fields"), built script in Chromium
 * against the reference backend: the poster's custom form, given a file field ("Visuel") in
 * a copy of the example catalogue, uploads a PDF in the modal; the cart entry's answers name
 * the upload with its stored name and size; the order carries it, and the signed-in owner
 * finds the file on the orders page and downloads it.
 */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const catalogueWithFileField = (): string => {
  const file = resolve(import.meta.dirname, '../../examples/catalogue/catalogue.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { products: { id: string; structuredContent: { additionalFieldsForm?: { fields: unknown[] } } }[] };
  const form = catalogue.products.find((p) => p.id === 'affiche-personnalisee')!.structuredContent.additionalFieldsForm!;
  form.fields.push({ id: 'visuel', type: 'file', title: 'Visuel', accept: ['pdf', 'png'], maxSize: 1048576 });
  const copy = join(mkdtempSync(join(tmpdir(), 'storefront-e2e-catalogue-')), 'catalogue.json');
  writeFileSync(copy, JSON.stringify(catalogue));
  return copy;
};

const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const catalogue = catalogueWithFileField();
      const server = await startServer({ CATALOGUE: catalogue });
      await use(server);
      await server.stop();
      rmSync(dirname(catalogue), { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test('the poster is added with its uploaded file, ordered, and the owner downloads the file from the order', async ({ page, server }) => {
  await page.goto(server.url + '/products/affiche-personnalisee');
  await page.getByRole('button', { name: 'Personnaliser et ajouter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affiche personnalisée' });
  await dialog.getByRole('textbox', { name: /^Texte à imprimer/ }).fill('Bonjour Paris');
  await dialog.getByRole('combobox', { name: /^Format/ }).selectOption('A2');
  await dialog.getByLabel(/^Visuel/).setInputFiles({ name: 'Visuel final.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.locator('[data-field="visuel"] [role="status"]')).toHaveText(`Fichier joint : Visuel final.pdf (${PDF.length} octets)`);
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();

  const stored = await storedCart(server, await cartId(page, server));
  const answers = JSON.parse(stored.entries[0]?.additional_fields ?? '[]') as { id: string; value: unknown }[];
  const visuel = answers.find((a) => a.id === 'visuel')?.value as { Upload: string; Name: string; Size: string };
  expect(visuel).toEqual({ Upload: expect.stringMatching(/^[0-9a-f]{32}$/), Name: 'Visuel final.pdf', Size: String(PDF.length) });

  await page.goto(server.url + '/commerce/goto-checkout');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('client@example.fr');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();

  await page.goto(server.url + '/owner/orders');
  await page.getByLabel('Mot de passe').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(server.url + '/owner/orders');
  const link = page.locator('.owner-order-files').getByRole('link', { name: 'Visuel final.pdf' });
  await expect(link).toHaveAttribute('href', `/owner/forms/files/${visuel.Upload}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Visuel final.pdf');
  expect(readFileSync(await download.path())).toEqual(PDF);
});
