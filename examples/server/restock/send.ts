import { fill } from '../../../src/domain/cart-rules.js';
import { frRestockEmail } from '../../../src/i18n/restock-email.js';
import { type Db, writeTx } from '../db.js';
import { variantView } from './catalogue-view.js';

/**
 * Sends the restock email to every sign-up of a product and variant not notified yet:
 * one outbox row per sign-up (product title and link), the sign-up marked notified, in
 * one transaction; a sign-up is never emailed twice (the outbox's unique sign-up id
 * holds it even under concurrent sends). Answers how many emails were written.
 */
export function sendRestockEmails(db: Db, productId: string, variantId: string, origin: string, now = Date.now()): number {
  const view = variantView(db, productId, variantId);
  const titled = view ? (view.variantLabel ? `${view.productTitle} (${view.variantLabel})` : view.productTitle) : productId;
  const link = new URL(view?.productUrl ?? `/products/${encodeURIComponent(productId)}`, origin).href;
  const subject = fill(frRestockEmail.restockEmailSubject, { title: titled });
  const body = fill(frRestockEmail.restockEmailBody, { title: titled, link });
  return writeTx(db, () => {
    const pending = db
      .prepare('SELECT id, email FROM restock_signups WHERE product_id = ? AND variant_id = ? AND notified_at IS NULL ORDER BY id')
      .all(productId, variantId) as { id: number; email: string }[];
    const insert = db.prepare(
      `INSERT OR IGNORE INTO restock_outbox (signup_id, email, product_id, variant_id, subject, body, link, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const mark = db.prepare('UPDATE restock_signups SET notified_at = ?, sent = 1 WHERE id = ?');
    let sent = 0;
    for (const signUp of pending) {
      sent += insert.run(signUp.id, signUp.email, productId, variantId, subject, body, link, now).changes;
      mark.run(now, signUp.id);
    }
    return sent;
  });
}

export interface OutboxRow {
  id: number;
  email: string;
  product_id: string;
  variant_id: string;
  subject: string;
  body: string;
  link: string;
  created: number;
}

/** The outbox, newest first. */
export const outbox = (db: Db, limit = 200): OutboxRow[] =>
  db.prepare('SELECT * FROM restock_outbox ORDER BY id DESC LIMIT ?').all(limit) as OutboxRow[];

/** Sets a variant's stock (the owner's restock action on /owner/restock). */
export function setVariantStock(db: Db, productId: string, variantId: string, qtyInStock: number): boolean {
  return db.prepare('UPDATE variants SET qty_in_stock = ? WHERE product_id = ? AND sku = ?').run(qtyInStock, productId, variantId).changes === 1;
}
