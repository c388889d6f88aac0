import type { PricingOption, StructuredContent } from '../contract/product';
import { looseBoolean, looseNumber } from './loose';
import { DEFAULT_CURRENCY, moneyCurrency, toMinorUnits } from './money';

/**
 * The subscription 'from' price: what a subscriber pays per billing period under the
 * variants' pricing options (docs/behaviour.md §3 "Variant" pricingOptions, issue 3 item 6).
 * An option with no price (0, e.g. a 100 % discount) is not an offer and is skipped.
 */

export function pricingOptionPriceCents(option: PricingOption): number {
  const onSale = looseBoolean(option.onSale);
  const money = onSale ? option.salePriceMoney : option.priceMoney;
  if (money) return toMinorUnits(money);
  return Math.round(looseNumber(onSale ? option.salePrice : option.price) ?? 0);
}

export interface SubscriptionFromPrice {
  /** The lowest price, in minor units. */
  readonly cents: number;
  readonly currency: string;
  /** Several different prices: shown as "from". */
  readonly varied: boolean;
}

/** The lowest subscription price over every variant's pricing options; `undefined` when none. */
export function subscriptionFromPrice(product: StructuredContent): SubscriptionFromPrice | undefined {
  const offers = (product.variants ?? [])
    .flatMap((v) => v.pricingOptions ?? [])
    .map((option) => ({ option, cents: pricingOptionPriceCents(option) }))
    .filter((offer) => offer.cents > 0);
  if (offers.length === 0) return undefined;
  const lowest = offers.reduce((a, b) => (b.cents < a.cents ? b : a));
  const money = lowest.option.priceMoney ?? lowest.option.salePriceMoney;
  return {
    cents: lowest.cents,
    currency: money ? moneyCurrency(money) : DEFAULT_CURRENCY,
    varied: new Set(offers.map((o) => o.cents)).size > 1,
  };
}
