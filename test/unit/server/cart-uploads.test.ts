import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AddEntryResponseSchema } from '../../../src/contract/index.js';
import { fileAnswers } from '../../../examples/server/forms/cart-uploads.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const ITEM = 'affiche-personnalisee';
const SKU = 'AFFICHE-PERSO';

/** The example catalogue with a file field ("Visuel") added to the poster's custom form. */
const catalogueWithFileField = (): string => {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples/catalogue/catalogue.json'), 'utf8')) as {
    products: { id: string; structuredContent: { additionalFieldsForm?: { fields: unknown[] } } }[];
  };
  const form = catalogue.products.find((p) => p.id === ITEM)!.structuredContent.additionalFieldsForm!;
  form.fields.push({ id: 'visuel', type: 'file', title: 'Visuel', accept: ['pdf', 'png'], maxSize: 1048576 });
  // and the coffee subscription a custom form of one file field
  catalogue.products.find((p) => p.id === 'cafe-abonnement')!.structuredContent.additionalFieldsForm = {
    id: 'form-cafe',
    fields: [{ id: 'etiquette', type: 'file', title: 'Étiquette', accept: ['pdf'] }],
  } as unknown as { fields: unknown[] };
  const file = join(tempDataDir(), 'catalogue-file-field.json');
  writeFileSync(file, JSON.stringify(catalogue));
  return file;
};

type Visitor = ReturnType<typeof visitor>;
const setup = async () => {
  const app = makeApp({ catalogue: catalogueWithFileField() });
  const shopper = async () => {
    const v = visitor(app);
    await v.open('/');
    return v;
  };
  const upload = async (v: Visitor, name = 'visuel.pdf', target = 'formId=form-affiche&fieldId=visuel') => {
    const res = await app.request(`/api/form/UploadFile?${target}`, {
      method: 'POST',
      headers: {
        Cookie: [...v.jar].map(([k, val]) => `${k}=${val}`).join('; '),
        'X-CSRF-Token': v.jar.get('crumb') ?? '',
        'X-File-Name': encodeURIComponent(name),
      },
      body: new Blob([new Uint8Array(PDF)]),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { uploadId: string }).uploadId;
  };
  const row = (id: string) => app.deps.db.prepare('SELECT claimed, claimed_by_cart FROM form_uploads WHERE id = ?').get(id);
  return { app, shopper, upload, row };
};

const answers = (upload: string, name = 'visuel.pdf') =>
  JSON.stringify([
    { id: 'texte', type: 'text', rawTitle: 'Texte à imprimer', value: 'Bon anniversaire' },
    { id: 'format', type: 'select', rawTitle: 'Format', value: 'A3' },
    { id: 'visuel', type: 'file', rawTitle: 'Visuel', value: { Upload: upload, Name: name, Size: '999999' } },
  ]);

const order = (v: Visitor) =>
  v.request('POST', '/commerce/goto-checkout', new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', email: 'a@example.com' }).toString(), {
    'Content-Type': 'application/x-www-form-urlencoded',
  });

describe('a cart entry claims the upload its custom form answers name (docs/forms.md "File fields")', () => {
  it("keeps the stored name and size in the entry's answers, and marks the upload the cart's", async () => {
    const { shopper, upload, row } = await setup();
    const v = await shopper();
    const id = await upload(v, 'Mon visuel.pdf');
    const res = await v.add(ITEM, SKU, 1, answers(id, 'autre-nom.pdf'));
    expect(res.status).toBe(200);
    const entry = AddEntryResponseSchema.parse(await res.json()).newlyAdded;
    expect(JSON.parse(entry.additionalFields ?? 'null')[2].value).toEqual({ Upload: id, Name: 'Mon visuel.pdf', Size: String(PDF.length) });
    expect(row(id)).toEqual({ claimed: 1, claimed_by_cart: v.jar.get('CART') });
    // the same cart may save the answers again (the cart's answers editor)
    const again = await v.request('PUT', `/api/commerce/shopping-cart/entries/${entry.id}/additionalFields`, { itemId: ITEM, sku: SKU, additionalFields: answers(id) });
    expect(again.status).toBe(200);
  });

  it("refuses an upload another cart took, one made for another field, and an unknown one, at the file field", async () => {
    const { shopper, upload, row } = await setup();
    const first = await shopper();
    const id = await upload(first);
    expect((await first.add(ITEM, SKU, 1, answers(id))).status).toBe(200);
    const other = await shopper();
    for (const named of [id, 'f'.repeat(32), 'pas-un-id']) {
      const res = await other.add(ITEM, SKU, 1, answers(named));
      expect(res.status, named).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ visuel: 'Échec du traitement du fichier' });
    }
    expect(row(id)).toEqual({ claimed: 1, claimed_by_cart: first.jar.get('CART') });
    expect(other.jar.has('CART')).toBe(false);
  });

  it('a subscription cart claims its upload too, once', async () => {
    const { app, shopper, upload, row } = await setup();
    const v = await shopper();
    const id = await upload(v, 'etiquette.pdf', 'formId=form-cafe&fieldId=etiquette');
    const subscribe = () =>
      v.request('POST', '/api/3/commerce/cart/subscription', {
        itemId: 'cafe-abonnement',
        sku: 'CAFE-250',
        additionalFields: JSON.stringify([{ id: 'etiquette', type: 'file', rawTitle: 'Étiquette', value: { Upload: id, Name: 'x.pdf', Size: '1' } }]),
      });
    expect((await subscribe()).status).toBe(200);
    expect(row(id)).toEqual({ claimed: 1, claimed_by_cart: expect.any(String) });
    const entry = app.deps.db.prepare("SELECT additional_fields FROM cart_entries WHERE item_id = 'cafe-abonnement'").get() as { additional_fields: string };
    expect(JSON.parse(entry.additional_fields)[0].value).toEqual({ Upload: id, Name: 'etiquette.pdf', Size: String(PDF.length) });
    const again = await subscribe();
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: Record<string, string> }).errors).toEqual({ etiquette: 'Échec du traitement du fichier' });
  });

  it('carries the file into the order, where the signed-in owner sees and downloads it', async () => {
    const { app, shopper, upload } = await setup();
    const v = await shopper();
    const id = await upload(v, 'Affiche <finale>.pdf');
    expect((await v.add(ITEM, SKU, 1, answers(id))).status).toBe(200);
    expect((await order(v)).status).toBe(303);

    const owner = visitor(app);
    await owner.open('/owner/sign-in');
    const signIn = new URLSearchParams({ crumb: owner.jar.get('crumb') ?? '', next: '/', password: OWNER_TEST_PASSWORD });
    await owner.request('POST', '/owner/sign-in', signIn.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    const page = await (await owner.request('GET', '/owner/orders')).text();
    expect(page).toContain(`<ul class="owner-order-files"><li>Visuel : <a href="/owner/forms/files/${id}" download>Affiche &lt;finale&gt;.pdf</a></li></ul>`);
    const file = await owner.request('GET', `/owner/forms/files/${id}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await visitor(app).request('GET', `/owner/forms/files/${id}`)).status).not.toBe(200);
  });

  it('reads the file answers of a line, ignoring anything else', () => {
    const id = 'a'.repeat(32);
    expect(fileAnswers(answers(id))).toEqual([{ label: 'Visuel', upload: id, name: 'visuel.pdf' }]);
    for (const json of [null, '', 'not json', '{}', '[1, null, {"value": {"Upload": "../etc"}}]']) expect(fileAnswers(json)).toEqual([]);
  });
});
