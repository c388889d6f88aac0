import { isTruthy } from '../engine/values.js';
import { itemVariants, productTypeOf } from './platform-prices.js';
import { platformNumber } from '../../domain/platform-number.js';

/**
 * Stock as the platform's templates read it (test/diff; the widgets' reading is
 * src/domain/stock.ts, docs/behaviour.md §4 and 5): physical (1) and service (3) products are
 * stocked per variant, a variant being in stock when `unlimited` is template-truthy or
 * its `qtyInStock`, read by platformNumber (`true` 1, "5abc" 5, "1e3" 1), is above 0; digital (2) and gift-card (4)
 * products are never sold out and count as unlimited; other types are sold out, with
 * no stock.
 */

function stockOf(variant: Readonly<Record<string, unknown>>): number {
  if (isTruthy(variant['unlimited'])) return Infinity;
  const n = platformNumber(variant['qtyInStock']);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The units left: the sum over the variants, Infinity for unlimited ones and unstocked types, 0 for unknown types. */
export function totalStock(item: unknown): number {
  const type = productTypeOf(item);
  if (type === 2 || type === 4) return Infinity;
  if (type !== 1 && type !== 3) return 0;
  return itemVariants(item).reduce((sum, v) => sum + stockOf(v), 0);
}

/**
 * The stock `quantity-input` compares with 1: as totalStock, but each variant's number is
 * summed as platformNumber reads it (negatives too), so text without a leading number
 * makes the total NaN, never "1 or less".
 */
export function quantityInputStock(item: unknown): number {
  if (totalStock(item) === Infinity) return Infinity;
  return itemVariants(item).reduce((sum, v) => sum + platformNumber(v['qtyInStock']), 0);
}

export const isSoldOut = (item: unknown): boolean => totalStock(item) <= 0;

/** More than one variant to choose from. */
export const hasVariants = (item: unknown): boolean => itemVariants(item).length > 1;
