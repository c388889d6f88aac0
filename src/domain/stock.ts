import type { StructuredContent, Variant } from '../contract/product.js';
import { looseBoolean, looseNumber } from './loose.js';
import { isStockedType, isUnlimitedType, normalizeProductType } from './product-type.js';

/**
 * Stock rules (docs/behaviour.md §4 "Product display state", docs/behaviour.md §5 "Quantity input").
 * Physical and service products are stocked per variant; digital and gift-card
 * products are never sold out and count as unlimited stock; unknown types are sold out.
 */

export function isVariantUnlimited(variant: Variant): boolean {
  return looseBoolean(variant.unlimited);
}

/** Units of the variant in stock: `Infinity` when unlimited, never below 0. */
export function variantStock(variant: Variant): number {
  if (isVariantUnlimited(variant)) return Number.POSITIVE_INFINITY;
  return Math.max(0, looseNumber(variant.qtyInStock) ?? 0);
}

/** A variant can be bought when it is unlimited or has stock above 0. */
export function isVariantInStock(variant: Variant): boolean {
  return variantStock(variant) > 0;
}

/**
 * Sold out: physical/service when no variant is unlimited and every variant has
 * `qtyInStock <= 0` (so also when there are no variants); digital and gift card never;
 * an unknown product type always.
 */
export function isSoldOut(product: StructuredContent): boolean {
  const type = normalizeProductType(product.productType);
  if (isUnlimitedType(type)) return false;
  if (!isStockedType(type)) return true;
  return !(product.variants ?? []).some(isVariantInStock);
}

/**
 * Total stock remaining: the sum over variants, `Infinity` when a variant is unlimited
 * or the product is digital or a gift card; 0 for unknown types.
 */
export function totalStockRemaining(product: StructuredContent): number {
  const type = normalizeProductType(product.productType);
  if (isUnlimitedType(type)) return Number.POSITIVE_INFINITY;
  if (!isStockedType(type)) return 0;
  return (product.variants ?? []).reduce((sum, v) => sum + variantStock(v), 0);
}

/** One answer of the inventory call (GET commerce/inventory/stock/?itemId=). */
export interface StockResult {
  readonly unlimited?: boolean | string;
  readonly qtyInStock?: number | string;
}

/**
 * Stock check before a custom product form (docs/behaviour.md §5 "Add to cart"): in stock when any
 * result is unlimited or has more in stock than is already in the cart for that item
 * and variant.
 */
export function hasStockBeyondCart(results: readonly StockResult[], quantityInCart: number): boolean {
  return results.some((r) => looseBoolean(r.unlimited) || (looseNumber(r.qtyInStock) ?? 0) > quantityInCart);
}
