import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Schema of the reference store. Money columns are minor units of the store currency.
 * `restock_signups`, `form_submissions` and `census` are there for the issues that fill
 * them; the census already records quick views.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  product_type INTEGER NOT NULL,
  title TEXT NOT NULL,
  json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS variants (
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  position INTEGER NOT NULL,
  attributes TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  sale_price_cents INTEGER,
  on_sale INTEGER NOT NULL,
  unlimited INTEGER NOT NULL,
  qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0),
  PRIMARY KEY (product_id, sku)
);
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,
  website_id TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'cart',
  token TEXT UNIQUE,
  subscription_option_id TEXT,
  created INTEGER NOT NULL,
  is_purchased INTEGER NOT NULL DEFAULT 0,
  order_id TEXT
);
CREATE TABLE IF NOT EXISTS cart_entries (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  additional_fields TEXT,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_entries_cart ON cart_entries(cart_id);
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id),
  website_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  created INTEGER NOT NULL,
  currency TEXT NOT NULL,
  email TEXT,
  test_mode INTEGER NOT NULL DEFAULT 1,
  subtotal_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  grand_total_cents INTEGER NOT NULL,
  lines TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS census (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  target TEXT,
  payload TEXT,
  visitor TEXT,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS restock_signups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id TEXT NOT NULL,
  variant_id TEXT NOT NULL,
  email TEXT NOT NULL,
  join_mailing_list INTEGER NOT NULL DEFAULT 0,
  sent INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form_id TEXT NOT NULL,
  submission_key TEXT,
  payload TEXT NOT NULL,
  created INTEGER NOT NULL
);
`;

/** Opens (and creates) `<dataDir>/store.sqlite` in WAL mode. */
export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'store.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  addOrderNumbers(db);
  return db;
}

/**
 * Orders get a short number the shopper reads and the owner searches (#1001, #1002…;
 * the long id stays the internal key and the confirmation URL's) and remember whether
 * their prices included the tax and whether they shipped (free shipping reads "Offerte"). Added to a data folder made before them.
 */
function addOrderNumbers(db: Db): void {
  const columns = new Set((db.prepare('PRAGMA table_info(orders)').all() as { name: string }[]).map((c) => c.name));
  if (!columns.has('number')) db.exec('ALTER TABLE orders ADD COLUMN number INTEGER');
  if (!columns.has('prices_include_tax')) db.exec('ALTER TABLE orders ADD COLUMN prices_include_tax INTEGER NOT NULL DEFAULT 0');
  if (!columns.has('requires_shipping')) db.exec('ALTER TABLE orders ADD COLUMN requires_shipping INTEGER NOT NULL DEFAULT 0');
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS orders_number ON orders(number)');
}

/** Runs `work` in an IMMEDIATE transaction: the write lock is taken before any read. */
export function writeTx<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
