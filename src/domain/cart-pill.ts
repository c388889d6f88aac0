import { shopperLang } from '../i18n/catalogue';
import { frProduct } from '../i18n/product';

/**
 * docs/behaviour.md §2 "Floating cart pill": label "N items" with a subtotal; hidden when
 * the cart is empty; shows "100+" above 100 items.
 */
export const PILL_MAX_COUNT = 100;

export const pillCount = (quantity: number): string => (quantity > PILL_MAX_COUNT ? `${PILL_MAX_COUNT}+` : String(quantity));

/** "1 item", "2 items", "100+ items": the catalogue's wording for the plural category of the shopper's language. */
export const pillLabel = (quantity: number): string =>
  (new Intl.PluralRules(shopperLang()).select(quantity) === 'one' && quantity > 0 ? frProduct.itemsOne : frProduct.itemsOther).replace(
    '{count}',
    pillCount(quantity),
  );

export const isPillShown = (quantity: number): boolean => quantity > 0;

/**
 * The pill's accessible name (issue 14 point 5): count and subtotal as one clear phrase,
 * "1 item, 25,00 €", where its two spans would run together ("1 item25,00 €").
 */
export const pillName = (quantity: number, subtotal: string): string => `${pillLabel(quantity)}, ${subtotal}`;
