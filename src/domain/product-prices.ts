import type { StructuredContent, Variant } from '../contract/product.js';
import { ProductType } from '../contract/constants.js';
import { looseBoolean } from './loose.js';
import { DEFAULT_CURRENCY, moneyCurrency, toMinorUnits } from './money.js';
import { isStockedType, normalizeProductType } from './product-type.js';
import {
  isVariantOnSale,
  variantCurrency,
  variantEffectivePriceCents,
  variantPriceCents,
  variantSalePriceCents,
} from './variant-price.js';

/**
 * Product-level prices (docs/behaviour.md §4 "Product display state": on sale, multiple prices).
 * Physical, service and gift-card products price per variant; digital products carry
 * `priceMoney`, `salePriceMoney` and `onSale` themselves (docs/behaviour.md §3). Unknown types
 * have no price (0).
 */

function variantsOf(product: StructuredContent): readonly Variant[] {
  return product.variants ?? [];
}

function pricedByVariant(product: StructuredContent): boolean {
  const type = normalizeProductType(product.productType);
  return isStockedType(type) || type === ProductType.GIFT_CARD;
}

function isDigital(product: StructuredContent): boolean {
  return normalizeProductType(product.productType) === ProductType.DIGITAL;
}

/** On sale: any variant on sale; for digital products their own `onSale` flag. */
export function isOnSale(product: StructuredContent): boolean {
  if (isDigital(product)) return looseBoolean(product.onSale);
  if (!pricedByVariant(product)) return false;
  return variantsOf(product).some(isVariantOnSale);
}

/** Multiple prices: the variants' effective prices (sale price when on sale) differ. */
export function hasVariedPrices(product: StructuredContent): boolean {
  if (!pricedByVariant(product)) return false;
  return new Set(variantsOf(product).map(variantEffectivePriceCents)).size > 1;
}

/** The regular price in cents: the highest variant price; a digital product's price. */
export function normalPriceCents(product: StructuredContent): number {
  if (isDigital(product)) return toMinorUnits(product.priceMoney);
  if (!pricedByVariant(product)) return 0;
  const prices = variantsOf(product).map(variantPriceCents);
  return prices.length > 0 ? Math.max(...prices) : 0;
}

/** The sale price in cents: the lowest sale price of the variants on sale; 0 when none. */
export function salePriceCents(product: StructuredContent): number {
  if (isDigital(product)) return looseBoolean(product.onSale) ? toMinorUnits(product.salePriceMoney) : 0;
  if (!pricedByVariant(product)) return 0;
  const prices = variantsOf(product).filter(isVariantOnSale).map(variantSalePriceCents);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** The 'from' price in cents: the lowest price a shopper can pay (sale prices count). */
export function fromPriceCents(product: StructuredContent): number {
  if (isDigital(product)) {
    return looseBoolean(product.onSale) ? toMinorUnits(product.salePriceMoney) : toMinorUnits(product.priceMoney);
  }
  if (!pricedByVariant(product)) return 0;
  const prices = variantsOf(product).map(variantEffectivePriceCents);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** The product's currency (the first variant's, or the digital price's); USD by default. */
export function productCurrency(product: StructuredContent): string {
  if (isDigital(product)) return moneyCurrency(product.priceMoney ?? product.salePriceMoney);
  const first = variantsOf(product)[0];
  return first ? variantCurrency(first) : DEFAULT_CURRENCY;
}
