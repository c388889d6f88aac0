import { formatMoney } from './money';
import type { PriceDisplay } from './price-display';
import { subscriptionPhrase, type PriceKind } from './subscription-phrase';

/**
 * A price display as plain text, for widgets that update a price after a variant
 * change (the template formatter writes the same display as markup). Amounts are
 * formatted with Intl in the shopper's locale; subscription phrases come from
 * src/domain/subscription-phrase.ts, translated by the same message keys.
 */
export interface PriceDisplayText {
  /** "$9.00", "from $9.00", "$9.00 every 2 weeks for 1 year", or the unavailable text. */
  readonly price: string;
  /** The original price of a sale, phrased the same way. */
  readonly original?: string;
}

export interface PriceTextOptions {
  readonly locale?: string;
  /** Translated phrases by message key; missing keys fall back to English. */
  readonly translations?: Readonly<Record<string, unknown>>;
  /** Text for a subscription without a usable plan (docs/behaviour.md §8: "Unavailable"). */
  readonly unavailable?: string;
}

export function priceDisplayText(display: PriceDisplay, options: PriceTextOptions = {}): PriceDisplayText {
  if (display.kind === 'unavailable') return { price: options.unavailable ?? 'Unavailable' };
  const phrase = (kind: PriceKind, cents: number): string => {
    const amount = formatMoney(cents, display.currency, options.locale);
    if (!display.plan) return kind === 'fromPrice' ? `from ${amount}` : amount;
    return subscriptionPhrase(kind, display.plan, options.translations).replaceAll('{price}', amount);
  };
  if (display.kind === 'from') return { price: phrase('fromPrice', display.cents) };
  if (display.kind === 'sale') return { price: phrase('singlePrice', display.cents), original: phrase('singlePrice', display.originalCents) };
  return { price: phrase('singlePrice', display.cents) };
}
