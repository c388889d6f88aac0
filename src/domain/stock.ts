import { isRecord } from './json';
import { looseBoolean, looseNumber } from './loose';
import { platformNumber, platformTruthy } from './platform-number';
import { isStockedType, isUnlimitedType, normalizeProductType, productVariants } from './product-type';

/**
 * Stock as the platform's templates read it, and so as the widgets do (docs/behaviour.md
 * §4 "Product display state", §5 "Quantity input"; docs/site-engine.md "Rules the suite
 * found"; test/unit/site/commerce/platform-reading.test.ts "stock"): physical and service
 * products are stocked per variant, a variant being in stock when `unlimited` is
 * template-truthy or its `qtyInStock`, read by platformNumber (`true` 1, "5abc" 5, "1e3" 1),
 * is above 0; digital and gift-card products are never sold out and count as unlimited;
 * unknown types are sold out, with no stock.
 */

/** The variant's `unlimited` flag, template-truthy ("false" and -1 are true). */
export function isVariantUnlimited(variant: unknown): boolean {
  return platformTruthy(isRecord(variant) ? variant['unlimited'] : undefined);
}

/** Units of the variant in stock: `Infinity` when unlimited, 0 unless its count is finite and above 0. */
export function variantStock(variant: unknown): number {
  if (isVariantUnlimited(variant)) return Number.POSITIVE_INFINITY;
  const n = platformNumber(isRecord(variant) ? variant['qtyInStock'] : undefined);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** A variant can be bought when it is unlimited or has stock above 0. */
export function isVariantInStock(variant: unknown): boolean {
  return variantStock(variant) > 0;
}

/**
 * Total stock remaining: the sum over variants, `Infinity` when a variant is unlimited
 * or the product is digital or a gift card; 0 for unknown types.
 */
export function totalStockRemaining(product: unknown): number {
  const type = normalizeProductType(isRecord(product) ? product['productType'] : undefined);
  if (isUnlimitedType(type)) return Number.POSITIVE_INFINITY;
  if (!isStockedType(type)) return 0;
  return productVariants(product).reduce((sum, v) => sum + variantStock(v), 0);
}

/** Sold out: no stock left (so also an unknown type, or a stocked product without variants). */
export function isSoldOut(product: unknown): boolean {
  return totalStockRemaining(product) <= 0;
}

/**
 * The stock `quantity-input` compares with 1: as totalStockRemaining, but each variant's
 * number is summed as platformNumber reads it (negatives too), so text without a leading
 * number makes the total NaN, never "1 or less".
 */
export function quantityInputStock(product: unknown): number {
  if (totalStockRemaining(product) === Infinity) return Infinity;
  return productVariants(product).reduce((sum, v) => sum + platformNumber(v['qtyInStock']), 0);
}

/** One answer of the inventory call (GET commerce/inventory/stock/?itemId=). */
export interface StockResult {
  readonly unlimited?: boolean | string;
  readonly qtyInStock?: number | string;
}

/**
 * Stock check before a custom product form (docs/behaviour.md §5 "Add to cart"): in stock when any
 * result is unlimited or has more in stock than is already in the cart for that item
 * and variant. (The inventory call's JSON answer, not the page's product data.)
 */
export function hasStockBeyondCart(results: readonly StockResult[], quantityInCart: number): boolean {
  return results.some((r) => looseBoolean(r.unlimited) || (looseNumber(r.qtyInStock) ?? 0) > quantityInCart);
}
