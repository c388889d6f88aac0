import type { CatalogueStore } from '../catalogue.js';
import { type Db, writeTx } from '../db.js';
import type { OrderView } from '../pages/types.js';
import { checkStock, getCart, newId } from './carts.js';
import { MESSAGES, type Outcome, fail } from './messages.js';
import { getProductRow, getVariantRow, isUnlimited } from './products.js';
import { serializeCart } from './serialize.js';

interface OrderRow {
  id: string;
  cart_id: string;
  website_id: string;
  kind: string;
  created: number;
  currency: string;
  test_mode: number;
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  discount_cents: number;
  grand_total_cents: number;
  lines: string;
  number: number | null;
  prices_include_tax: number;
  requires_shipping: number;
}

/** The first order's number; the next ones count up from it. */
export const FIRST_ORDER_NUMBER = 1001;

/** "#1042": how the shopper and the owner read an order number. */
export const orderNumberText = (n: number): string => `#${n}`;

/**
 * "Place order" in test mode: one IMMEDIATE transaction checks the stock again (adds do
 * not reserve it), decrements it, writes the order and marks the cart purchased.
 * Placing an already purchased cart answers its order (a double submit is harmless).
 */
export function placeOrder(db: Db, cartId: string, store: CatalogueStore, email: string | null): Outcome<string> {
  return writeTx(db, (): Outcome<string> => {
    const cart = getCart(db, cartId);
    if (!cart) return fail(404, MESSAGES.noCart);
    if (cart.is_purchased === 1 && cart.order_id) return { ok: true, value: cart.order_id };
    const serialized = serializeCart(db, cart, store);
    if (serialized.entries.length === 0) return fail(400, MESSAGES.emptyCart);
    const wanted = new Map<string, { itemId: string; sku: string; quantity: number }>();
    for (const e of serialized.entries) {
      const key = `${e.itemId}\u0000${e.chosenVariant.sku}`;
      const prior = wanted.get(key);
      wanted.set(key, { itemId: e.itemId, sku: e.chosenVariant.sku, quantity: (prior?.quantity ?? 0) + e.quantity });
    }
    for (const w of wanted.values()) {
      const stock = checkStock(db, w.itemId, w.sku, w.quantity);
      if (!stock.ok) return stock;
    }
    const decrement = db.prepare('UPDATE variants SET qty_in_stock = qty_in_stock - ? WHERE product_id = ? AND sku = ?');
    for (const w of wanted.values()) {
      const product = getProductRow(db, w.itemId);
      const variant = getVariantRow(db, w.itemId, w.sku);
      if (product && variant && !isUnlimited(product.product_type, variant)) decrement.run(w.quantity, w.itemId, w.sku);
    }
    const orderId = newId();
    const lines = serialized.entries.map((e) => ({
      itemId: e.itemId,
      sku: e.chosenVariant.sku,
      title: e.title,
      attributes: e.chosenVariant.attributes,
      quantity: e.quantity,
      unitCents: e.purchasePriceCents,
      lineCents: e.purchasePriceCents * e.quantity,
      additionalFields: e.additionalFields,
      ...(e.image ? { image: e.image } : {}),
    }));
    const last = db.prepare('SELECT MAX(number) AS n FROM orders').get() as { n: number | null };
    const number = Math.max(FIRST_ORDER_NUMBER - 1, last.n ?? 0) + 1;
    db.prepare(
      `INSERT INTO orders (id, cart_id, website_id, kind, created, currency, email, test_mode, subtotal_cents,
        tax_cents, shipping_cents, discount_cents, grand_total_cents, lines, number, prices_include_tax, requires_shipping)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId, cart.id, cart.website_id, cart.kind, Date.now(), store.currency, email,
      serialized.subtotalCents, serialized.taxCents, serialized.shippingCostCents, serialized.discountCents,
      serialized.grandTotalCents, JSON.stringify(lines), number, store.pricesIncludeTax ? 1 : 0,
      serialized.requiresShipping ? 1 : 0,
    );
    db.prepare('UPDATE carts SET is_purchased = 1, order_id = ? WHERE id = ?').run(orderId, cart.id);
    return { ok: true, value: orderId };
  });
}

export type StoredOrder = OrderView & { cartId: string; websiteId: string; email: string | null };

export function getOrder(db: Db, orderId: string): StoredOrder | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow | undefined;
  return row ? orderOf(row) : undefined;
}

/** The order of a number ("1042" or "#1042"), or undefined. */
export function findOrderByNumber(db: Db, text: string): StoredOrder | undefined {
  const match = /^\s*#?\s*(\d{1,9})\s*$/.exec(text);
  if (!match) return undefined;
  const row = db.prepare('SELECT * FROM orders WHERE number = ?').get(Number(match[1])) as OrderRow | undefined;
  return row ? orderOf(row) : undefined;
}

/** The latest orders first, at most `limit`. */
export function listOrders(db: Db, limit: number): StoredOrder[] {
  return (db.prepare('SELECT * FROM orders ORDER BY created DESC, rowid DESC LIMIT ?').all(limit) as OrderRow[]).map(orderOf);
}

function orderOf(row: OrderRow & { email?: string | null }): StoredOrder {
  return {
    id: row.id,
    number: row.number,
    email: row.email ?? null,
    pricesIncludeTax: row.prices_include_tax === 1,
    requiresShipping: row.requires_shipping === 1,
    cartId: row.cart_id,
    websiteId: row.website_id,
    kind: row.kind,
    created: row.created,
    currency: row.currency,
    subtotalCents: row.subtotal_cents,
    taxCents: row.tax_cents,
    shippingCents: row.shipping_cents,
    discountCents: row.discount_cents,
    grandTotalCents: row.grand_total_cents,
    lines: JSON.parse(row.lines) as OrderView['lines'],
  };
}
