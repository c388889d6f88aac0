import { type CatalogueProduct, CatalogueProductSchema } from '../catalogue.js';
import type { Db } from '../db.js';

export interface VariantRow {
  product_id: string;
  sku: string;
  position: number;
  attributes: string;
  price_cents: number;
  sale_price_cents: number | null;
  on_sale: number;
  unlimited: number;
  qty_in_stock: number;
}

export interface ProductRow {
  id: string;
  product_type: number;
  title: string;
  json: string;
}

/** Digital items and gift cards never run out; other variants unless flagged unlimited. */
export const isUnlimited = (productType: number, variant: Pick<VariantRow, 'unlimited'>): boolean =>
  productType === 2 || productType === 4 || variant.unlimited === 1;

/** Price a shopper pays for one unit: the sale price when on sale. */
export const unitPriceCents = (v: Pick<VariantRow, 'on_sale' | 'sale_price_cents' | 'price_cents'>): number =>
  v.on_sale === 1 && v.sale_price_cents !== null ? v.sale_price_cents : v.price_cents;

export function getProductRow(db: Db, id: string): ProductRow | undefined {
  return db.prepare('SELECT id, product_type, title, json FROM products WHERE id = ?').get(id) as
    | ProductRow
    | undefined;
}

export function getVariantRow(db: Db, itemId: string, sku: string): VariantRow | undefined {
  return db.prepare('SELECT * FROM variants WHERE product_id = ? AND sku = ?').get(itemId, sku) as
    | VariantRow
    | undefined;
}

export function variantRows(db: Db, itemId: string): VariantRow[] {
  return db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY position').all(itemId) as VariantRow[];
}

/** The item JSON with live stock from the database (what pages and the API show). */
function live(db: Db, row: ProductRow): CatalogueProduct {
  const product = CatalogueProductSchema.parse(JSON.parse(row.json));
  const stock = new Map(variantRows(db, row.id).map((v) => [v.sku, v.qty_in_stock]));
  for (const variant of product.structuredContent.variants) {
    variant.qtyInStock = stock.get(variant.sku) ?? 0;
  }
  return product;
}

export function getProduct(db: Db, id: string): CatalogueProduct | undefined {
  const row = getProductRow(db, id);
  return row ? live(db, row) : undefined;
}

export function listProducts(db: Db): CatalogueProduct[] {
  const rows = db.prepare('SELECT id, product_type, title, json FROM products ORDER BY position').all() as ProductRow[];
  return rows.map((row) => live(db, row));
}

/** GET commerce/inventory/stock/?itemId= */
export function stockResults(db: Db, itemId: string): { sku: string; unlimited: boolean; qtyInStock: number }[] {
  const product = getProductRow(db, itemId);
  if (!product) return [];
  return variantRows(db, itemId).map((v) => ({
    sku: v.sku,
    unlimited: isUnlimited(product.product_type, v),
    qtyInStock: v.qty_in_stock,
  }));
}
