import type { Db } from '../db.js';

/**
 * What the restock feature adds to the store (db.ts creates `restock_signups`): the
 * visitor's language and the time the restock email went out, one sign-up per email
 * (any case), product and variant, and the outbox of emails "sent" (the reference
 * backend writes emails to a table instead of mailing them). One outbox row per
 * sign-up at most: a sign-up is never emailed twice.
 */
export function migrateRestock(db: Db): void {
  const columns = new Set((db.prepare('PRAGMA table_info(restock_signups)').all() as { name: string }[]).map((c) => c.name));
  if (!columns.has('language')) db.exec('ALTER TABLE restock_signups ADD COLUMN language TEXT');
  if (!columns.has('notified_at')) db.exec('ALTER TABLE restock_signups ADD COLUMN notified_at INTEGER');
  db.exec(`
CREATE UNIQUE INDEX IF NOT EXISTS restock_signups_one
  ON restock_signups (product_id, variant_id, email COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS restock_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  signup_id INTEGER NOT NULL UNIQUE REFERENCES restock_signups(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  product_id TEXT NOT NULL,
  variant_id TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL,
  created INTEGER NOT NULL
);`);
}
