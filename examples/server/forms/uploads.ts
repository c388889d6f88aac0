import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { type Field, readForm } from '../../../src/forms/fields.js';
import { FILE_TYPES, type FileType, UPLOAD_ID, isFileType, sniffedType } from '../../../src/forms/files.js';
import { sizeText } from '../../../src/forms/validate.js';
import { formRoutes } from '../../../src/forms/routes.js';
import { frFormMessages as frForms } from '../../../src/i18n/form-messages.js';
import type { Db } from '../db.js';
import type { Deps } from '../deps.js';
import { requireOwnerPage } from '../owner/index.js';
import type { FormDefinitions } from './definitions.js';

/**
 * File fields on the reference backend (docs/backend.md "Forms", docs/forms.md "File fields"):
 * POST /api/form/UploadFile stores a file's bytes under a generated name in DATA_DIR/uploads
 * (128 random bits, no extension, never served from a public path) once its type, read from
 * its first bytes, is one the field accepts and its size within the field's limit; a saved
 * submission then names the upload by id. Only the signed-in owner reads a file back
 * (GET /owner/forms/files/:id, as an attachment). An upload no submission took within a day
 * is deleted.
 */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const NAME_MAX = 255;

export interface UploadRow {
  id: string;
  form_id: string;
  field_id: string;
  name: string;
  type: string;
  size: number;
  created: number;
  claimed: number;
  claimed_by_cart: string | null;
}

export function ensureUploadTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS form_uploads (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL,
    field_id TEXT NOT NULL,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created INTEGER NOT NULL,
    claimed INTEGER NOT NULL DEFAULT 0
  )`);
  // the cart that took an upload (a cart entry's answers: ./cart-uploads.ts); added on start to older data folders
  const columns = new Set((db.prepare('PRAGMA table_info(form_uploads)').all() as { name: string }[]).map((c) => c.name));
  if (!columns.has('claimed_by_cart')) db.exec('ALTER TABLE form_uploads ADD COLUMN claimed_by_cart TEXT');
}

/** The shown name of an upload: the header's text decoded, without folders or control characters, at most 255 characters. */
export function uploadName(header: string | undefined): string {
  let name = '';
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    return '';
  }
  // eslint-disable-next-line no-control-regex
  return (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, NAME_MAX);
}

const folderOf = (deps: Deps): string => join(deps.options.dataDir, 'uploads');

/** Deletes the uploads no submission claimed within the day, rows and files. */
function forgetUnclaimed(deps: Deps, now: number): void {
  const old = deps.db.prepare('SELECT id FROM form_uploads WHERE claimed = 0 AND created <= ? LIMIT 100').all(now - UNCLAIMED_UPLOAD_TTL_MS) as { id: string }[];
  for (const { id } of old) {
    rmSync(join(folderOf(deps), id), { force: true });
    deps.db.prepare('DELETE FROM form_uploads WHERE id = ?').run(id);
  }
}

/** The upload a submission names for a field, when it was made for that form's field and no submission took it yet. */
export function unclaimedUpload(db: Db, formId: string, fieldId: string, id: string): UploadRow | undefined {
  if (!UPLOAD_ID.test(id)) return undefined;
  return db.prepare('SELECT * FROM form_uploads WHERE id = ? AND form_id = ? AND field_id = ? AND claimed = 0').get(id, formId, fieldId) as UploadRow | undefined;
}

export const claimUpload = (db: Db, id: string): void => {
  db.prepare('UPDATE form_uploads SET claimed = 1 WHERE id = ?').run(id);
};

export function uploadRoutes(deps: Deps, forms: FormDefinitions): Hono {
  const { db } = deps;
  ensureUploadTable(db);
  const app = new Hono();

  app.post(formRoutes.upload, async (c) => {
    const definition = forms.find(c.req.query('formId') ?? '');
    const field: Field | undefined = definition ? readForm(definition).fields.find((f) => f.id === c.req.query('fieldId') && f.kind === 'file') : undefined;
    if (!definition || !field) return c.json({ message: frForms.error404 }, 404);
    const name = uploadName(c.req.header('X-File-Name'));
    if (name === '') return c.json({ message: frForms.fileNameRequired }, 400);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > field.maxBytes) return c.json({ message: frForms.fileTooLarge.replace('{max}', sizeText(field.maxBytes)) }, 413);
    const type = sniffedType(bytes);
    if (type === null || !field.accept.includes(type)) return c.json({ message: frForms.fileType }, 415);
    const now = Date.now();
    forgetUnclaimed(deps, now);
    const id = randomBytes(16).toString('hex');
    try {
      mkdirSync(folderOf(deps), { recursive: true, mode: 0o700 });
      writeFileSync(join(folderOf(deps), id), bytes, { flag: 'wx', mode: 0o600 });
      db.prepare('INSERT INTO form_uploads (id, form_id, field_id, name, type, size, created) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        id,
        definition.id,
        field.id,
        name,
        type,
        bytes.length,
        now,
      );
    } catch (e) {
      console.error(`[forms] upload not stored: ${e instanceof Error ? e.message : String(e)}`);
      return c.json({ message: frForms.fileProcessFailed }, 500);
    }
    return c.json({ uploadId: id, name, size: bytes.length });
  });

  app.get('/owner/forms/files/:id', requireOwnerPage, (c) => {
    const id = c.req.param('id');
    const row = UPLOAD_ID.test(id) ? (db.prepare('SELECT * FROM form_uploads WHERE id = ?').get(id) as UploadRow | undefined) : undefined;
    if (!row || !isFileType(row.type)) return c.text('Fichier introuvable.', 404);
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(folderOf(deps), row.id));
    } catch {
      return c.text('Fichier introuvable.', 404);
    }
    const type: FileType = row.type;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': FILE_TYPES[type].mime,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
