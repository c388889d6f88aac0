import { randomUUID } from 'node:crypto';
import { type AddEntryRequest, CART_QUANTITY_MAX } from '../../../src/contract/index.js';
import { type Db, writeTx } from '../db.js';
import { LIMITS } from '../limits.js';
import { onlyLeftMessage } from '../../../src/i18n/purchase.js';
import { MESSAGES, type Outcome, fail } from './messages.js';
import { getProductRow, getVariantRow, isUnlimited } from './products.js';
import type { CartRow } from './serialize.js';

export const newId = (): string => randomUUID().replaceAll('-', '');

/** The open (not purchased) shopping cart with this id on this website. */
export function findOpenCart(db: Db, cartId: string | undefined, websiteId: string): CartRow | undefined {
  if (!cartId) return undefined;
  return db
    .prepare(`SELECT * FROM carts WHERE id = ? AND website_id = ? AND kind = 'cart' AND is_purchased = 0`)
    .get(cartId, websiteId) as CartRow | undefined;
}

export function getCart(db: Db, cartId: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE id = ?').get(cartId) as CartRow | undefined;
}

export function insertCart(db: Db, websiteId: string, kind: 'cart' | 'subscription' | 'giftcard', extra: Partial<CartRow> = {}) {
  const cart: CartRow = {
    id: newId(),
    website_id: websiteId,
    kind,
    token: extra.token ?? null,
    subscription_option_id: extra.subscription_option_id ?? null,
    created: Date.now(),
    is_purchased: 0,
    order_id: null,
  };
  db.prepare(
    `INSERT INTO carts (id, website_id, kind, token, subscription_option_id, created, is_purchased, order_id)
     VALUES (@id, @website_id, @kind, @token, @subscription_option_id, @created, @is_purchased, @order_id)`,
  ).run(cart);
  return cart;
}

/** Quantity of this item and variant already in the cart, all entries (except one) together. */
function quantityInCart(db: Db, cartId: string, itemId: string, sku: string, exceptEntry = ''): number {
  const row = db
    .prepare(
      'SELECT COALESCE(SUM(quantity), 0) AS q FROM cart_entries WHERE cart_id = ? AND item_id = ? AND sku = ? AND id != ?',
    )
    .get(cartId, itemId, sku, exceptEntry) as { q: number };
  return row.q;
}

/** Units in the cart, all entries (except one) together. */
const cartUnits = (db: Db, cartId: string, exceptEntry = ''): number =>
  (db.prepare('SELECT COALESCE(SUM(quantity), 0) AS q FROM cart_entries WHERE cart_id = ? AND id != ?').get(cartId, exceptEntry) as { q: number }).q;

const entryCount = (db: Db, cartId: string): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM cart_entries WHERE cart_id = ?').get(cartId) as { n: number }).n;

/** Whether `wanted` units of the variant may be in one cart. */
/**
 * Whether `wanted` units of a variant can be had, `held` of them being in the cart's
 * other entries already: more than the stock says how many are left ("Il n'en reste
 * que 2."), or docs/behaviour.md §5's out-of-stock message when none is left.
 */
export function checkStock(db: Db, itemId: string, sku: string, wanted: number, held = 0): Outcome<null> {
  const product = getProductRow(db, itemId);
  if (!product) return fail(404, MESSAGES.unknownItem);
  const variant = getVariantRow(db, itemId, sku);
  if (!variant) return fail(404, MESSAGES.unknownVariant);
  if (!isUnlimited(product.product_type, variant) && wanted > variant.qty_in_stock) {
    const left = variant.qty_in_stock - held;
    return fail(409, onlyLeftMessage(left));
  }
  return { ok: true, value: null };
}

export interface AddResult {
  cart: CartRow;
  entryId: string;
  createdCart: boolean;
}

/**
 * POST entries: creates the cart when needed, merges into the entry with the same item,
 * sku and additional fields, and refuses (409) what would exceed the stock. One IMMEDIATE
 * transaction, so concurrent adds never oversell.
 */
export function addEntry(db: Db, websiteId: string, cartId: string | undefined, req: AddEntryRequest): Outcome<AddResult> {
  return writeTx(db, (): Outcome<AddResult> => {
    const existing = findOpenCart(db, cartId, websiteId);
    const inCart = existing ? quantityInCart(db, existing.id, req.itemId, req.sku) : 0;
    // an entry and the whole cart stay within CART_QUANTITY_MAX units, however many adds it takes
    if ((existing ? cartUnits(db, existing.id) : 0) + req.quantity > CART_QUANTITY_MAX) return fail(409, MESSAGES.quantityRange);
    const stock = checkStock(db, req.itemId, req.sku, inCart + req.quantity, inCart);
    if (!stock.ok) return stock;
    const cart = existing ?? insertCart(db, websiteId, 'cart');
    const fields = req.additionalFields ?? null;
    const same = db
      .prepare(
        'SELECT id FROM cart_entries WHERE cart_id = ? AND item_id = ? AND sku = ? AND additional_fields IS ?',
      )
      .get(cart.id, req.itemId, req.sku, fields) as { id: string } | undefined;
    let entryId = same?.id;
    if (!entryId && entryCount(db, cart.id) >= LIMITS.entriesPerCart) return fail(409, MESSAGES.cartFull);
    if (entryId) {
      db.prepare('UPDATE cart_entries SET quantity = quantity + ? WHERE id = ?').run(req.quantity, entryId);
    } else {
      entryId = newId();
      db.prepare(
        `INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(entryId, cart.id, req.itemId, req.sku, req.quantity, fields, Date.now());
    }
    return { ok: true, value: { cart, entryId, createdCart: !existing } };
  });
}

interface EntryRow {
  id: string;
  item_id: string;
  sku: string;
}

function findEntry(db: Db, cart: CartRow, entryId: string): EntryRow | undefined {
  return db
    .prepare('SELECT id, item_id, sku FROM cart_entries WHERE id = ? AND cart_id = ?')
    .get(entryId, cart.id) as EntryRow | undefined;
}

/** PUT entries/{id}: set the quantity, within the stock. */
export function updateQuantity(db: Db, cart: CartRow, entryId: string, quantity: number): Outcome<null> {
  return writeTx(db, (): Outcome<null> => {
    const entry = findEntry(db, cart, entryId);
    if (!entry) return fail(404, MESSAGES.unknownEntry);
    const others = quantityInCart(db, cart.id, entry.item_id, entry.sku, entry.id);
    if (cartUnits(db, cart.id, entry.id) + quantity > CART_QUANTITY_MAX) return fail(409, MESSAGES.quantityRange);
    const stock = checkStock(db, entry.item_id, entry.sku, others + quantity, others);
    if (!stock.ok) return stock;
    db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, entry.id);
    return { ok: true, value: null };
  });
}

/** DELETE entries/{id} */
export function removeEntry(db: Db, cart: CartRow, entryId: string): Outcome<null> {
  const result = db.prepare('DELETE FROM cart_entries WHERE id = ? AND cart_id = ?').run(entryId, cart.id);
  return result.changes === 1 ? { ok: true, value: null } : fail(404, MESSAGES.unknownEntry);
}

/** PUT entries/{id}/additionalFields: the entry must hold this item and sku. */
export function updateAdditionalFields(
  db: Db,
  cart: CartRow,
  entryId: string,
  req: { itemId: string; sku: string; additionalFields: string },
): Outcome<null> {
  return writeTx(db, (): Outcome<null> => {
    const entry = findEntry(db, cart, entryId);
    if (!entry) return fail(404, MESSAGES.unknownEntry);
    if (entry.item_id !== req.itemId || entry.sku !== req.sku) return fail(400, MESSAGES.invalidRequest);
    db.prepare('UPDATE cart_entries SET additional_fields = ? WHERE id = ?').run(req.additionalFields, entry.id);
    return { ok: true, value: null };
  });
}
