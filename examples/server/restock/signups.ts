import type { RestockSignUp } from '../../../src/contract/restock.js';
import type { Db } from '../db.js';
import { decodeCursor, encodeCursor } from './cursor.js';

interface SignUpRow {
  id: number;
  product_id: string;
  variant_id: string;
  email: string;
  join_mailing_list: number;
  language: string | null;
  created: number;
  notified_at: number | null;
}

export interface NewSignUp {
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  language?: string | undefined;
}

/** Stores a sign-up; false when that email already waits for that variant (nothing changes). */
export function addSignUp(db: Db, signUp: NewSignUp, now = Date.now()): boolean {
  const result = db
    .prepare(
      `INSERT OR IGNORE INTO restock_signups (product_id, variant_id, email, join_mailing_list, language, created)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(signUp.productId, signUp.variantId, signUp.email.trim(), signUp.isJoinMailingList ? 1 : 0, signUp.language ?? null, now);
  return result.changes === 1;
}

const toSignUp = (r: SignUpRow): RestockSignUp => ({
  id: String(r.id),
  productId: r.product_id,
  variantId: r.variant_id,
  email: r.email,
  isJoinMailingList: r.join_mailing_list === 1,
  language: r.language,
  created: r.created,
  notifiedAt: r.notified_at,
});

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Sign-ups of one product and variant (or all), oldest first, a page at a time. */
export function listSignUps(
  db: Db,
  filter: { productId?: string | undefined; variantId?: string | undefined },
  cursor: string | undefined,
  limit: number,
): Page<RestockSignUp> {
  const after = Number(decodeCursor(cursor, ['number'] as const)?.[0] ?? 0);
  const rows = db
    .prepare(
      `SELECT id, product_id, variant_id, email, join_mailing_list, language, created, notified_at FROM restock_signups
       WHERE id > ? AND (? IS NULL OR product_id = ?) AND (? IS NULL OR variant_id = ?)
       ORDER BY id LIMIT ?`,
    )
    .all(after, filter.productId ?? null, filter.productId ?? null, filter.variantId ?? null, filter.variantId ?? null, limit + 1) as SignUpRow[];
  const items = rows.slice(0, limit).map(toSignUp);
  const last = rows.length > limit ? items.at(-1) : undefined;
  return { items, hasNextPage: !!last, nextPageCursor: last ? encodeCursor([Number(last.id)]) : null };
}

export interface GroupRow {
  product_id: string;
  variant_id: string;
  sign_up_count: number;
  pending_count: number;
}

/** Sign-ups counted per product and variant, in product id then variant id order, a page at a time. */
export function listGroupRows(db: Db, cursor: string | undefined, limit: number): Page<GroupRow> {
  const key = decodeCursor(cursor, ['string', 'string'] as const) ?? ['', ''];
  const rows = db
    .prepare(
      `SELECT product_id, variant_id, COUNT(*) AS sign_up_count, SUM(notified_at IS NULL) AS pending_count
       FROM restock_signups WHERE (product_id, variant_id) > (?, ?)
       GROUP BY product_id, variant_id ORDER BY product_id, variant_id LIMIT ?`,
    )
    .all(key[0], key[1], limit + 1) as GroupRow[];
  const items = rows.slice(0, limit);
  const last = rows.length > limit ? items.at(-1) : undefined;
  return { items, hasNextPage: !!last, nextPageCursor: last ? encodeCursor([last.product_id, last.variant_id]) : null };
}
