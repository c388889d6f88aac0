import type { InstalmentContext } from '../contract/instalment';
import type { StructuredContent, Variant } from '../contract/product';
import { instalmentStrings } from '../i18n/instalment';
import { fill } from '../i18n/fill';
import { INSTALMENT_COUNT, type InstalmentMessage, type InstalmentOffer, instalmentMessage, instalmentOffer } from './instalment';
import { formatMoney } from './money-format';
import { fromPriceCents, productCurrency } from './product-prices';
import { variantCurrency, variantEffectivePriceCents } from './variant-price';

/**
 * The instalment pill's words for a price (issue 9 point 10): the message of
 * src/domain/instalment.ts in the offer's language, the amount written with the money
 * rules in that language and the provider's country (`fr-CA`, `en-GB`), in the store's
 * currency. Shared by the server render and the pill.
 */
export interface InstalmentPillText {
  readonly kind: InstalmentMessage['kind'];
  readonly text: string;
  /** The info button's accessible name. */
  readonly info: string;
  readonly language: InstalmentOffer['language'];
}

export const instalmentLocale = (offer: Pick<InstalmentOffer, 'language' | 'country'>): string => `${offer.language}-${offer.country}`;

export function instalmentPillText(offer: InstalmentOffer, priceCents: number, currency: string): InstalmentPillText {
  const message = instalmentMessage(offer, priceCents);
  const strings = instalmentStrings[offer.language];
  const text = fill(strings[message.kind], {
    count: String(message.kind === 'inRange' ? message.count : INSTALMENT_COUNT),
    amount: formatMoney(message.cents, currency, instalmentLocale(offer)),
    provider: offer.provider,
  });
  return { kind: message.kind, text, info: fill(strings.info, { provider: offer.provider }), language: offer.language };
}

/** The info modal's title and close label, in the offer's language. */
export function instalmentModalText(offer: InstalmentOffer): { title: string; close: string } {
  const strings = instalmentStrings[offer.language];
  return { title: fill(strings.title, { count: String(INSTALMENT_COUNT), provider: offer.provider }), close: strings.close };
}

/**
 * The pill of an item for the chosen variant (what the shopper pays: its sale price
 * when on sale); before a variant is chosen, for the lowest price, the "from" price
 * the price block shows. `null` when the item gets no pill.
 */
export function itemInstalmentPill(product: StructuredContent, context: InstalmentContext | null | undefined, variant?: Variant): InstalmentPillText | null {
  const offer = instalmentOffer(product, context);
  if (!offer) return null;
  return variant
    ? instalmentPillText(offer, variantEffectivePriceCents(variant), variantCurrency(variant))
    : instalmentPillText(offer, fromPriceCents(product), productCurrency(product));
}
