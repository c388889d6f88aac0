import type { CartEntry, ShoppingCart } from '../../../src/contract/index.js';
import type { CatalogueStore } from '../catalogue.js';
import type { Db } from '../db.js';
import { itemImage } from './item-image.js';
import { unitPriceCents } from './products.js';
import { formatPlainAmount } from '../../../src/domain/money.js';

export interface CartRow {
  id: string;
  website_id: string;
  kind: string;
  token: string | null;
  subscription_option_id: string | null;
  created: number;
  is_purchased: number;
  order_id: string | null;
}

interface EntryJoinRow {
  id: string;
  item_id: string;
  sku: string;
  quantity: number;
  additional_fields: string | null;
  title: string;
  product_type: number;
  json: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number | null;
  on_sale: number;
}

/** A cart entry as the contract has it, plus `productType` (extra, for the cart page). */
export type SerializedEntry = CartEntry & { productType: number };

/** `{ image }` when the entry's product has a picture (store/item-image.ts), else nothing. */
function imageOf(row: EntryJoinRow): { image?: Record<string, unknown> } {
  let product: unknown;
  try {
    product = JSON.parse(row.json);
  } catch {
    return {};
  }
  const image = itemImage(product, row.sku);
  return image ? { image } : {};
}

export function entriesOf(db: Db, cartId: string, currency: string): SerializedEntry[] {
  const rows = db
    .prepare(
      `SELECT e.id, e.item_id, e.sku, e.quantity, e.additional_fields, p.title, p.product_type, p.json,
         v.attributes, v.price_cents, v.sale_price_cents, v.on_sale
       FROM cart_entries e
       JOIN products p ON p.id = e.item_id
       JOIN variants v ON v.product_id = e.item_id AND v.sku = e.sku
       WHERE e.cart_id = ? ORDER BY e.created, e.rowid`,
    )
    .all(cartId) as EntryJoinRow[];
  return rows.map((row) => {
    const unit = unitPriceCents(row);
    return {
      id: row.id,
      itemId: row.item_id,
      quantity: row.quantity,
      chosenVariant: { sku: row.sku, attributes: JSON.parse(row.attributes) as Record<string, string> },
      title: row.title,
      subTotal: { value: formatPlainAmount(unit * row.quantity, currency), currency },
      purchasePriceCents: unit,
      additionalFields: row.additional_fields,
      productType: row.product_type,
      ...imageOf(row),
    };
  });
}

/**
 * Totals (docs/backend.md): subtotal = sum of unit price x quantity; shipping =
 * `shipping.flatCents` when a physical item is in the cart, 0 from
 * `freeFromSubtotalCents` on; no discounts. Tax at the flat `taxRatePercent`, rounded:
 * of the subtotal and added to the total, or, with `pricesIncludeTax`, the part of the
 * subtotal it makes up (subtotal × rate / (100 + rate)), already in the total.
 */
export function totalsOf(entries: readonly SerializedEntry[], store: CatalogueStore) {
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  const isDigital = (e: SerializedEntry) => e.productType === 2 || e.productType === 4;
  const hasDigital = entries.some(isDigital);
  const purelyDigital = entries.length > 0 && entries.every(isDigital);
  const requiresShipping = entries.some((e) => e.productType === 1);
  const free = store.shipping.freeFromSubtotalCents;
  const shippingCostCents =
    !requiresShipping || (free !== undefined && subtotalCents >= free) ? 0 : store.shipping.flatCents;
  const rate = store.taxRatePercent;
  const taxCents = Math.round(store.pricesIncludeTax ? (subtotalCents * rate) / (100 + rate) : (subtotalCents * rate) / 100);
  const discountCents = 0;
  return {
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents - discountCents + (store.pricesIncludeTax ? 0 : taxCents) + shippingCostCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital,
    purelyDigital,
    requiresShipping,
  };
}

export type CartTotals = ReturnType<typeof totalsOf>;

export type SerializedCart = ShoppingCart & CartTotals & { entries: SerializedEntry[] };

export function serializeCart(db: Db, cart: CartRow, store: CatalogueStore): SerializedCart {
  const entries = entriesOf(db, cart.id, store.currency);
  const identity = { id: cart.id, websiteId: cart.website_id, orderId: cart.order_id, created: cart.created, isPurchased: cart.is_purchased === 1 };
  return cartWith(identity, entries, store);
}

/** A cart with these entries: the contract's fields, the store's tax rule and the totals. */
export function cartWith(
  identity: Pick<ShoppingCart, 'id' | 'websiteId' | 'orderId' | 'created' | 'isPurchased'>,
  entries: SerializedEntry[],
  store: CatalogueStore,
): SerializedCart {
  return {
    ...identity,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: store.taxRatePercent > 0 ? [{ name: 'TVA', ratePercent: store.taxRatePercent }] : [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    ...totalsOf(entries, store),
  };
}
