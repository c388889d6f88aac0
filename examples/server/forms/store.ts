import { randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

/**
 * Form submission keys and submissions in SQLite. A key (POST /api/form/FormSubmissionKey)
 * is good for one save within KEY_TTL_MS; submissions go to `form_submissions`.
 */
export const KEY_TTL_MS = 30 * 60_000;

export function ensureFormTables(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS form_keys (
    key TEXT PRIMARY KEY,
    created INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  )`);
  // a retried save looks its key up (storedUnderKey)
  db.exec('CREATE INDEX IF NOT EXISTS form_submissions_key ON form_submissions (submission_key)');
}

export function issueFormKey(db: Db, now = Date.now()): string {
  const key = randomBytes(18).toString('base64url');
  db.prepare('DELETE FROM form_keys WHERE created <= ?').run(now - KEY_TTL_MS);
  db.prepare('INSERT INTO form_keys (key, created) VALUES (?, ?)').run(key, now);
  return key;
}

/** Spends `key`: true once for a key issued less than KEY_TTL_MS ago, false after (or for any other string). */
export function spendFormKey(db: Db, key: string, now = Date.now()): boolean {
  return db.prepare('UPDATE form_keys SET used = 1 WHERE key = ? AND used = 0 AND created > ?').run(key, now - KEY_TTL_MS).changes === 1;
}

export interface FormSubmissionRow {
  id: number;
  form_id: string;
  payload: string;
  created: number;
}

export function saveSubmission(db: Db, formId: string, key: string, answers: unknown, now = Date.now()): number {
  const info = db
    .prepare('INSERT INTO form_submissions (form_id, submission_key, payload, created) VALUES (?, ?, ?, ?)')
    .run(formId, key, JSON.stringify(answers), now);
  return Number(info.lastInsertRowid);
}

/** True when a submission of these answers to this form was stored under `key` (a retried save). */
export function storedUnderKey(db: Db, formId: string, key: string, answers: unknown): boolean {
  return (
    db.prepare('SELECT 1 FROM form_submissions WHERE submission_key = ? AND form_id = ? AND payload = ?').get(key, formId, JSON.stringify(answers)) !==
    undefined
  );
}

export function listSubmissions(db: Db, limit = 200): FormSubmissionRow[] {
  return db.prepare('SELECT id, form_id, payload, created FROM form_submissions ORDER BY id DESC LIMIT ?').all(limit) as FormSubmissionRow[];
}
