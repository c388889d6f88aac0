import { toMinorUnits } from '../../../src/domain/money.js';
import type { CatalogueProduct, CatalogueVariant } from '../catalogue.js';

/** Display rules the server-rendered markup needs (SPEC.md 4, derived state). */
export const unitCents = (v: CatalogueVariant): number =>
  toMinorUnits(v.onSale && v.salePriceMoney ? v.salePriceMoney : v.priceMoney);

export const isSubscribable = (p: CatalogueProduct): boolean => p.structuredContent.isSubscribable === true;

const limitedType = (p: CatalogueProduct) => p.structuredContent.productType === 1 || p.structuredContent.productType === 3;

export const variantUnlimited = (p: CatalogueProduct, v: CatalogueVariant): boolean =>
  !limitedType(p) || v.unlimited === true;

export function isSoldOut(p: CatalogueProduct): boolean {
  if (!limitedType(p)) return false;
  return p.structuredContent.variants.every((v) => !v.unlimited && Number(v.qtyInStock ?? 0) <= 0);
}

export const isOnSale = (p: CatalogueProduct): boolean =>
  p.structuredContent.variants.some((v) => v.onSale) || p.structuredContent.onSale === true;

export function hasMultiplePrices(p: CatalogueProduct): boolean {
  const keys = new Set(
    p.structuredContent.variants.map((v) => `${v.priceMoney.value}|${v.onSale}|${v.onSale ? v.salePriceMoney?.value : ''}`),
  );
  return keys.size > 1;
}

/** Total stock; Infinity when any variant is unlimited. */
export function totalStock(p: CatalogueProduct): number {
  let total = 0;
  for (const v of p.structuredContent.variants) {
    if (variantUnlimited(p, v)) return Number.POSITIVE_INFINITY;
    total += Math.max(0, Number(v.qtyInStock ?? 0));
  }
  return total;
}

/** Option names in display order: variantOptionOrdering, else first-seen attribute names. */
export function optionNames(p: CatalogueProduct): string[] {
  const ordering = p.structuredContent.variantOptionOrdering;
  if (ordering && ordering.length > 0) return ordering;
  const names: string[] = [];
  for (const v of p.structuredContent.variants) {
    for (const name of Object.keys(v.attributes)) if (!names.includes(name)) names.push(name);
  }
  return names;
}
