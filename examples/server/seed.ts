import { TRACKING_TABLES } from './tracking/store.js';
import { toMinorUnits } from '../../src/domain/money.js';
import { createHash } from 'node:crypto';
import type { Catalogue } from './catalogue.js';
import { type Db, writeTx } from './db.js';

const HASH_KEY = 'catalogue_hash';

/**
 * Seeds products, variants and stock from the catalogue on first start, and again only
 * when the catalogue text changed (or when forced by POST /__test/reset). Carts survive;
 * entries whose product or variant no longer exists are dropped.
 */
export function seedCatalogue(db: Db, catalogue: Catalogue, text: string, force = false): boolean {
  const hash = createHash('sha256').update(text).digest('hex');
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(HASH_KEY) as { value: string } | undefined;
  if (!force && row?.value === hash) return false;
  writeTx(db, () => {
    db.prepare('DELETE FROM variants').run();
    db.prepare('DELETE FROM products').run();
    const insertProduct = db.prepare(
      'INSERT INTO products (id, position, product_type, title, json) VALUES (?, ?, ?, ?, ?)',
    );
    const insertVariant = db.prepare(
      `INSERT INTO variants (product_id, sku, position, attributes, price_cents, sale_price_cents,
        on_sale, unlimited, qty_in_stock) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    catalogue.products.forEach((product, position) => {
      const sc = product.structuredContent;
      insertProduct.run(product.id, position, sc.productType, product.title, JSON.stringify(product));
      sc.variants.forEach((v, index) => {
        insertVariant.run(
          product.id,
          v.sku,
          index,
          JSON.stringify(v.attributes),
          toMinorUnits(v.priceMoney),
          v.salePriceMoney ? toMinorUnits(v.salePriceMoney) : null,
          v.onSale ? 1 : 0,
          v.unlimited ? 1 : 0,
          v.qtyInStock,
        );
      });
    });
    db.prepare(
      `DELETE FROM cart_entries WHERE NOT EXISTS (SELECT 1 FROM variants v
        WHERE v.product_id = cart_entries.item_id AND v.sku = cart_entries.sku)`,
    ).run();
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(HASH_KEY, hash);
  });
  return true;
}

/** POST /__test/reset: forget carts, orders and records, and reseed stock. */
export function resetStore(db: Db, catalogue: Catalogue, text: string): void {
  writeTx(db, () => {
    // everything visitors wrote (the restock outbox goes with its sign-ups); owner sessions stay
    const written = ['orders', 'cart_entries', 'carts', 'census', 'restock_signups', 'form_submissions', 'form_keys', 'content_likes'];
    for (const table of [...written, ...TRACKING_TABLES]) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    // the visitors' blog comments; the seeded ones stay (content/comments.ts)
    db.prepare('DELETE FROM content_comments WHERE seeded = 0').run();
  });
  seedCatalogue(db, catalogue, text, true);
}
