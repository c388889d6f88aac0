import { openContact } from './support/contact-form';
import { expect, test } from './support/fixtures';
import { E2E_OWNER_PASSWORD } from './support/server';

/**
 * Issue 30, point 1: the contact form's file field, built script in Chromium against the
 * reference backend: a file too large and a file of another type are refused with the
 * catalogue's messages before any upload; a PDF uploads with its progress, the submission
 * names it, and the signed-in owner finds it on the submissions page and downloads it.
 */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');


test('a file too large or of another type is refused at the field, with no upload', async ({ page, server }) => {
  const block = await openContact(page, server);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/form/UploadFile')) uploads.push(r.url());
  });
  const input = block.getByLabel(/^Pièce jointe/);
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  const error = block.locator('[data-field="piece-jointe"] .sf-form__error');
  await expect(error).toHaveText('Le fichier est trop volumineux (taille maximale : 2 Mo).');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.setInputFiles({ name: 'programme.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(error).toHaveText('Type de fichier non pris en charge.');
  expect(uploads).toEqual([]);
});

test('a file whose bytes are not its claimed type is refused by the server with the same message', async ({ page, server }) => {
  const block = await openContact(page, server);
  await block.getByLabel(/^Pièce jointe/).setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await expect(block.locator('[data-field="piece-jointe"] .sf-form__error')).toHaveText('Type de fichier non pris en charge.');
});

test('an upload that never reaches the server says so, and the next try goes through', async ({ page, server }) => {
  const block = await openContact(page, server);
  await page.route('**/api/form/UploadFile**', (route) => route.abort('connectionreset'), { times: 1 });
  const input = block.getByLabel(/^Pièce jointe/);
  await input.setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(block.locator('[data-field="piece-jointe"] .sf-form__error')).toHaveText('Impossible de charger le fichier');
  await input.setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(block.locator('[data-field="piece-jointe"] [role="status"]')).toContainText('Fichier joint : facture.pdf');
  await expect(block.locator('[data-field="piece-jointe"] .sf-form__error')).toHaveCount(0);
});

test('a PDF is uploaded, sent with the form, and the owner finds and downloads it', async ({ page, server }) => {
  const block = await openContact(page, server);
  const nom = block.getByRole('group', { name: /^Nom/ });
  await nom.getByLabel('Prénom').fill('Ada');
  await nom.getByLabel('Nom', { exact: true }).fill('Lovelace');
  await block.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.fr');
  await block.getByLabel(/^Sujet/).selectOption('Commande');
  await block.getByRole('textbox', { name: /^Message/ }).fill('Ma facture est jointe.');
  await block.getByLabel(/^Pièce jointe/).setInputFiles({ name: 'Facture mars.pdf', mimeType: 'application/pdf', buffer: PDF });
  const status = block.locator('[data-field="piece-jointe"] [role="status"]');
  await expect(status).toHaveText(`Fichier joint : Facture mars.pdf (${PDF.length} octets)`);
  await expect(block.getByRole('button', { name: 'Retirer le fichier' })).toBeVisible();
  await block.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(block.getByRole('status').filter({ hasText: 'Merci ! Nous vous répondrons sous 48 heures.' })).toBeVisible();

  await page.goto(server.url + '/owner/forms');
  await page.getByLabel('Mot de passe').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(server.url + '/owner/forms');
  const link = page.getByRole('link', { name: 'Facture mars.pdf' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Facture mars.pdf');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path)).toEqual(PDF);
});
