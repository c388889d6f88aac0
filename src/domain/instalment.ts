import type { InstalmentContext } from '../contract/instalment';
import type { StructuredContent } from '../contract/product';
import { ProductType } from '../contract/constants';
import { looseBoolean, looseNumber } from './loose';
import { isSubscribable, normalizeProductType } from './product-type';

/**
 * Instalment (buy-now-pay-later) rules (docs/behaviour.md §4 "Instalment pill", docs/behaviour.md §9
 * "Instalments"): who is offered the pill, in which language, and which message a
 * price gets. Pure: the template data (examples/server) and the pill
 * (widgets/instalment) use the same functions.
 */

/** docs/behaviour.md §9: default 4 interest-free payments. */
export const INSTALMENT_COUNT = 4;
/** docs/behaviour.md §9: instalment pill minimum width. */
export const INSTALMENT_PILL_MIN_WIDTH = '11em';
/** docs/behaviour.md §9: supported countries of the provider account. */
export const INSTALMENT_COUNTRIES = ['US', 'CA', 'AU', 'NZ', 'GB'] as const;
export type InstalmentCountry = (typeof INSTALMENT_COUNTRIES)[number];
export type InstalmentLanguage = 'en' | 'fr';

/** An item's usable instalment offer: the provider, its language and its price range (minor units). */
export interface InstalmentOffer {
  readonly provider: string;
  readonly country: InstalmentCountry;
  readonly language: InstalmentLanguage;
  readonly minCents: number;
  readonly maxCents: number;
}

const isCountry = (code: string): code is InstalmentCountry => (INSTALMENT_COUNTRIES as readonly string[]).includes(code);

/**
 * docs/behaviour.md §9: every supported country is served in English; Canada in French too. The
 * shopper's language decides between them (`fr`, `fr-CA`, `FR_ca`); anything else is English.
 */
export function instalmentLanguage(country: InstalmentCountry, shopperLanguage: string | undefined): InstalmentLanguage {
  const language = (shopperLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return country === 'CA' && language === 'fr' ? 'fr' : 'en';
}

/** The provider's name: Afterpay trades as Clearpay in the United Kingdom. */
export function instalmentProvider(country: InstalmentCountry): string {
  return country === 'GB' ? 'Clearpay' : 'Afterpay';
}

const amount = (value: unknown): number | undefined => {
  const n = looseNumber(value);
  return n !== undefined && n >= 0 && Number.isInteger(n) ? n : undefined;
};

/**
 * The offer of an item, or `null` when it gets no pill (docs/behaviour.md §4): a physical,
 * non-subscribable product whose context enables the provider (`afterPayAvailable`)
 * for a supported country, with a readable range (whole minor units, min below max).
 */
export function instalmentOffer(product: StructuredContent, context: InstalmentContext | null | undefined): InstalmentOffer | null {
  if (!context || normalizeProductType(product.productType) !== ProductType.PHYSICAL || isSubscribable(product)) return null;
  if (!looseBoolean(context.afterPayAvailable)) return null;
  const country = (context.stripeAccountCountry ?? '').trim().toUpperCase();
  const minCents = amount(context.afterPayMin);
  const maxCents = amount(context.afterPayMax);
  if (!isCountry(country) || minCents === undefined || maxCents === undefined || minCents >= maxCents) return null;
  return { provider: instalmentProvider(country), country, language: instalmentLanguage(country, context.shopperLanguage), minCents, maxCents };
}

/**
 * What the pill says about a price (docs/behaviour.md §4): in range when min < price <= max, with
 * the amount of each payment (rounded up to the minor unit, so the payments cover the
 * price); otherwise out of range, available `over` the minimum or `upTo` the maximum.
 */
export type InstalmentMessage =
  | { readonly kind: 'inRange'; readonly count: number; readonly cents: number }
  | { readonly kind: 'over'; readonly cents: number }
  | { readonly kind: 'upTo'; readonly cents: number };

export function instalmentMessage(offer: Pick<InstalmentOffer, 'minCents' | 'maxCents'>, priceCents: number, count = INSTALMENT_COUNT): InstalmentMessage {
  if (priceCents <= offer.minCents) return { kind: 'over', cents: offer.minCents };
  if (priceCents > offer.maxCents) return { kind: 'upTo', cents: offer.maxCents };
  return { kind: 'inRange', count, cents: Math.ceil(priceCents / count) };
}

/** The modal's static HTML files to try, in order: the shopper's language and country, then English (US). */
export function instalmentModalFiles(offer: Pick<InstalmentOffer, 'language' | 'country'>): string[] {
  const own = `${offer.language}_${offer.country}.html`;
  return own === 'en_US.html' ? [own] : [own, 'en_US.html'];
}

/** Where the info modal's static HTML files are when the configuration does not say (the reference backend serves them there). */
export const DEFAULT_INSTALMENT_MODAL_BASE_URL = '/instalment-modal/';
