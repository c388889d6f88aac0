import type { Money } from '../contract/money.js';
import type { Variant } from '../contract/product.js';
import { looseBoolean, looseNumber } from './loose.js';
import { DEFAULT_CURRENCY, moneyCurrency, toMinorUnits } from './money.js';

/**
 * Prices of one variant (docs/behaviour.md §3 "Variant"): `priceMoney` / `salePriceMoney` when
 * present, otherwise the legacy `price` / `salePrice` numbers, which are in cents.
 */
function cents(money: Money | undefined, legacy: unknown): number {
  if (money) return toMinorUnits(money);
  return Math.round(looseNumber(legacy) ?? 0);
}

export function variantPriceCents(variant: Variant): number {
  return cents(variant.priceMoney, variant.price);
}

export function variantSalePriceCents(variant: Variant): number {
  return cents(variant.salePriceMoney, variant.salePrice);
}

export function isVariantOnSale(variant: Variant): boolean {
  return looseBoolean(variant.onSale);
}

/** What the shopper pays for the variant: the sale price when on sale, else the price. */
export function variantEffectivePriceCents(variant: Variant): number {
  return isVariantOnSale(variant) ? variantSalePriceCents(variant) : variantPriceCents(variant);
}

/** The variant's currency, from whichever price carries one; USD by default. */
export function variantCurrency(variant: Variant): string {
  const money = [variant.priceMoney, variant.salePriceMoney].find((m) => m?.currency ?? m?.currencyCode);
  return money ? moneyCurrency(money) : DEFAULT_CURRENCY;
}
