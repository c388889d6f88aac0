import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The product every page of the side-by-side bench shows (issue 31 point 1): the
 * reference store's T-shirt (`examples/catalogue/catalogue.json`, id `tee-classic`), read
 * from the catalogue the backend seeds from, so the peers' stubbed APIs answer with the
 * title, options, variants, prices and stock our page renders.
 */
export interface BenchVariant {
  sku: string;
  /** option name -> value, in the product's option order */
  options: Record<string, string>;
  cents: number;
  currency: string;
  stock: number;
}
export interface BenchProduct {
  id: string;
  title: string;
  description: string;
  options: { name: string; values: string[] }[];
  variants: BenchVariant[];
}

const catalogue = resolve(import.meta.dirname, '../../examples/catalogue/catalogue.json');

interface CatalogueVariant {
  sku: string;
  attributes: Record<string, string>;
  price: number;
  priceMoney: { currency: string };
  qtyInStock: number;
}
interface CatalogueProduct {
  id: string;
  title: string;
  excerpt?: string;
  structuredContent: { variantOptionOrdering: string[]; variants: CatalogueVariant[] };
}

const isProduct = (p: unknown): p is CatalogueProduct =>
  typeof p === 'object' && p !== null && 'id' in p && 'structuredContent' in p && typeof (p as { title?: unknown }).title === 'string';

export function benchProduct(id = 'tee-classic'): BenchProduct {
  const data: unknown = JSON.parse(readFileSync(catalogue, 'utf8'));
  const products: unknown = (data as { products?: unknown }).products;
  const found = (Array.isArray(products) ? products : Object.values(products ?? {})).find((p): p is CatalogueProduct => isProduct(p) && p.id === id);
  if (!found) throw new Error(`${id} is not in ${catalogue}`);
  const names = found.structuredContent.variantOptionOrdering;
  const variants = found.structuredContent.variants.map((v) => ({
    sku: v.sku,
    options: Object.fromEntries(names.map((n) => [n, v.attributes[n] ?? ''])),
    cents: v.price,
    currency: v.priceMoney.currency,
    stock: v.qtyInStock,
  }));
  const options = names.map((name) => ({ name, values: [...new Set(variants.map((v) => v.options[name]!))] }));
  return { id: found.id, title: found.title, description: found.excerpt ?? '', options, variants };
}

/** "25,00 €" */
export const formatMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(cents / 100);
