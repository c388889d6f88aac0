import { isRecord } from './json';
import { platformTruthy } from './platform-number';
import { priceMinorUnits, priceOf, type Price } from './product-prices';

/**
 * Prices of one variant (docs/behaviour.md §3 "Variant"), read as the product's prices are
 * (product-prices.ts): `priceMoney` / `salePriceMoney` as exact decimals (the legacy
 * `price` cents are not read, as the platform's templates do not), `onSale` template-truthy.
 */
const field = (variant: unknown, key: string): unknown => (isRecord(variant) ? variant[key] : undefined);

export const variantPrice = (variant: unknown): Price => priceOf(field(variant, 'priceMoney'));
export const variantSalePrice = (variant: unknown): Price => priceOf(field(variant, 'salePriceMoney'));

export function isVariantOnSale(variant: unknown): boolean {
  return platformTruthy(field(variant, 'onSale'));
}

export function variantPriceCents(variant: unknown): number {
  return priceMinorUnits(variantPrice(variant));
}

export function variantSalePriceCents(variant: unknown): number {
  return priceMinorUnits(variantSalePrice(variant));
}

/** What the shopper pays for the variant: the sale price when on sale, else the price. */
export function variantEffectivePriceCents(variant: unknown): number {
  return isVariantOnSale(variant) ? variantSalePriceCents(variant) : variantPriceCents(variant);
}

/** The currency of the price the shopper pays for the variant (USD without a code). */
export function variantCurrency(variant: unknown): string {
  return (isVariantOnSale(variant) ? variantSalePrice(variant) : variantPrice(variant)).currency;
}
