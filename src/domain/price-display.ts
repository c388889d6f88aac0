import type { StructuredContent, Variant } from '../contract/product';
import { isSubscribable } from './product-type';
import { priceMinorUnits, productPrices } from './product-prices';
import { describeBillingPlan, type BillingPlanDescription } from './subscription-phrase';
import { isVariantOnSale, variantPrice, variantSalePrice } from './variant-price';

/**
 * What a price block shows (docs/behaviour.md §4 "Product display state", docs/behaviour.md §9): "from" the
 * lowest price when the prices differ, the sale price with the original one when on
 * sale, else the price; subscribable products add their billing plan, and one
 * without a usable plan shows "Unavailable" (docs/behaviour.md §8 fallback texts). The template
 * formatter writes it as markup; a widget writes it as text after a variant change. The
 * prices are read once for both (product-prices.ts); the amounts here are in the minor
 * units of the currency.
 */
export type PriceDisplay =
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'from' | 'single'; readonly cents: number; readonly currency: string; readonly plan?: BillingPlanDescription | undefined }
  | {
      readonly kind: 'sale';
      readonly cents: number;
      readonly originalCents: number;
      readonly currency: string;
      readonly plan?: BillingPlanDescription | undefined;
    };

function planOf(product: StructuredContent): { plan?: BillingPlanDescription | undefined; unavailable: boolean } {
  if (!isSubscribable(product)) return { unavailable: false };
  const plan = describeBillingPlan(product.subscriptionPlan);
  return { plan, unavailable: plan === undefined };
}

/** The price block of a product before any variant is chosen. */
export function productPriceDisplay(product: StructuredContent): PriceDisplay {
  const { plan, unavailable } = planOf(product);
  if (unavailable) return { kind: 'unavailable' };
  const prices = productPrices(product);
  if (prices.varied) return { kind: 'from', cents: priceMinorUnits(prices.from), currency: prices.from.currency, plan };
  if (prices.onSale) {
    return { kind: 'sale', cents: priceMinorUnits(prices.sale), originalCents: priceMinorUnits(prices.normal), currency: prices.sale.currency, plan };
  }
  return { kind: 'single', cents: priceMinorUnits(prices.normal), currency: prices.normal.currency, plan };
}

/** The price block once the shopper has chosen `variant` (issue 3: the price follows the variant). */
export function variantPriceDisplay(product: StructuredContent, variant: Variant): PriceDisplay {
  const { plan, unavailable } = planOf(product);
  if (unavailable) return { kind: 'unavailable' };
  const price = variantPrice(variant);
  if (isVariantOnSale(variant)) {
    const sale = variantSalePrice(variant);
    return { kind: 'sale', cents: priceMinorUnits(sale), originalCents: priceMinorUnits(price), currency: sale.currency, plan };
  }
  return { kind: 'single', cents: priceMinorUnits(price), currency: price.currency, plan };
}
