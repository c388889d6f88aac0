import { FormDefinitionSchema } from '../../../src/contract/form.js';
import { readForm } from '../../../src/forms/fields.js';
import { UPLOAD_ID } from '../../../src/forms/files.js';
import { frFormMessages as frForms } from '../../../src/i18n/form-messages.js';
import type { Catalogue } from '../catalogue.js';
import type { Db } from '../db.js';
import type { UploadRow } from './uploads.js';

/**
 * A cart entry claiming its uploads (docs/forms.md "File fields"): a custom product form's file
 * answer (`{ Upload, Name, Size }` in the entry's `additionalFields` list) must name an upload
 * made for that product form's field, which no submission and no other cart took; the
 * stored name and size replace what the browser sent. Once the entry is saved the upload is
 * the cart's (`claimed_by_cart`): kept past the day unclaimed uploads live, saved again with
 * the entry's edited answers, carried into the order, read by the owner from the orders page.
 */
export interface EntryUploads {
  /** the answers with each upload's stored name and size (unchanged when nothing names an upload) */
  additionalFields: string | null | undefined;
  /** field id to message for an upload that cannot be taken; null when every one can */
  errors: Record<string, string> | null;
  /** marks the uploads taken by `cartId` (after the entry is saved) */
  claim(cartId: string): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The product form's file fields by id, and the form's id; null when the item has none. */
function fileFields(catalogue: Catalogue, itemId: string): { formId: string; ids: Set<string> } | null {
  const product = catalogue.products.find((p) => p.id === itemId);
  const parsed = FormDefinitionSchema.safeParse(product?.structuredContent.additionalFieldsForm);
  if (!parsed.success) return null;
  const ids = new Set(readForm(parsed.data).fields.filter((f) => f.kind === 'file').map((f) => f.id));
  return ids.size ? { formId: parsed.data.id, ids } : null;
}

const parseList = (json: string): unknown[] | null => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The uploads the answers of an entry of `itemId` name, checked for the cart `cartId` (null: a cart still to be made). */
export function entryUploads(db: Db, catalogue: Catalogue, itemId: string, json: string | null | undefined, cartId: string | null): EntryUploads {
  const none: EntryUploads = { additionalFields: json, errors: null, claim: () => {} };
  const form = json ? fileFields(catalogue, itemId) : null;
  const list = form && json ? parseList(json) : null;
  if (!form || !list) return none;
  const errors: Record<string, string> = {};
  const taken: string[] = [];
  const answers = list.map((entry) => {
    if (!isRecord(entry) || typeof entry['id'] !== 'string' || !form.ids.has(entry['id']) || !isRecord(entry['value'])) return entry;
    const id = entry['value']['Upload'];
    if (id === undefined || id === '') return entry;
    const row = typeof id === 'string' && UPLOAD_ID.test(id)
      ? (db.prepare('SELECT * FROM form_uploads WHERE id = ? AND form_id = ? AND field_id = ?').get(id, form.formId, entry['id']) as UploadRow | undefined)
      : undefined;
    const free = row && (row.claimed === 0 || (cartId !== null && row.claimed_by_cart === cartId));
    if (!row || !free) {
      errors[entry['id']] = frForms.fileProcessFailed;
      return entry;
    }
    taken.push(row.id);
    return { ...entry, value: { Upload: row.id, Name: row.name, Size: String(row.size) } };
  });
  if (Object.keys(errors).length) return { ...none, errors };
  if (!taken.length) return none;
  return {
    additionalFields: JSON.stringify(answers),
    errors: null,
    claim: (cart) => taken.forEach((id) => db.prepare('UPDATE form_uploads SET claimed = 1, claimed_by_cart = ? WHERE id = ?').run(cart, id)),
  };
}

/** The file answers of a line's `additionalFields`: each upload's id and name (for the owner's orders page). */
export function fileAnswers(json: string | null | undefined): { label: string; upload: string; name: string }[] {
  const list = json ? parseList(json) : null;
  if (!list) return [];
  return list.flatMap((entry) => {
    if (!isRecord(entry) || !isRecord(entry['value'])) return [];
    const { Upload: upload, Name: name } = entry['value'];
    if (typeof upload !== 'string' || !UPLOAD_ID.test(upload)) return [];
    const label = typeof entry['rawTitle'] === 'string' ? entry['rawTitle'] : '';
    return [{ label, upload, name: typeof name === 'string' ? name : upload }];
  });
}
