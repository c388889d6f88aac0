import { ProductType, QUANTITY_MAX, QUANTITY_MIN } from '../contract/constants';
import type { StructuredContent } from '../contract/product';
import { looseBoolean } from './loose';
import { isSubscribable, normalizeProductType } from './product-type';
import { totalStockRemaining } from './stock';

/** The quantity input (docs/behaviour.md §5 "Quantity input"): number, 1 to 9999, step 1, default 1. */
export const QUANTITY_INPUT = {
  min: QUANTITY_MIN,
  max: QUANTITY_MAX,
  step: 1,
  defaultValue: 1,
  defaultLabel: 'Quantity',
} as const;

/** Store settings the quantity rule reads. */
export interface QuantityStoreSettings {
  readonly multipleQuantityAllowedForServices?: unknown;
}

/** multipleQuantityAllowedForServices, allowed unless set to false (docs/behaviour.md §3). */
export function isMultipleQuantityAllowedForServices(settings: QuantityStoreSettings | null | undefined): boolean {
  const value = settings?.multipleQuantityAllowedForServices;
  if (value === undefined || value === null) return true;
  return looseBoolean(value);
}

/**
 * Quantity input shown: physical items, or service items when the store allows
 * multiple quantities; never subscribable items; hidden when total stock is 1 or less
 * (docs/behaviour.md §5).
 */
export function isQuantityInputShown(product: StructuredContent, settings?: QuantityStoreSettings | null): boolean {
  const type = normalizeProductType(product.productType);
  const typeAllows =
    type === ProductType.PHYSICAL || (type === ProductType.SERVICE && isMultipleQuantityAllowedForServices(settings));
  if (!typeAllows || isSubscribable(product)) return false;
  return totalStockRemaining(product) > 1;
}

/** The outcome of reading a typed quantity. */
export type QuantityCheck =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly problem: 'not-a-number' | 'not-whole' };

/** Reads a typed quantity: it must be a number, and a whole one (docs/behaviour.md §5 "Add to cart"). */
export function checkQuantity(input: string | number): QuantityCheck {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const n = text === '' ? NaN : Number(text);
  if (!Number.isFinite(n)) return { ok: false, problem: 'not-a-number' };
  if (!Number.isInteger(n)) return { ok: false, problem: 'not-whole' };
  return { ok: true, quantity: n };
}
