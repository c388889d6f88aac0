import type { CartEntry, ShoppingCart } from '../contract/cart';
import { formatMoney } from './money';
import { fill } from '../i18n/fill';
import { fr } from '../i18n/fr';

/** `{name}` placeholders of a catalogue message filled in, with French elision (src/i18n/fill.ts). */
export { fill };

/** "Taille : S, Couleur : Blanc", as the server-rendered cart writes it. */
export const variantText = (attributes: Readonly<Record<string, string>>): string =>
  Object.entries(attributes)
    .map(([name, value]) => `${name} : ${value}`)
    .join(', ');

/** The entry's name for labels: "T-shirt classique (S, Blanc)". */
export const entryName = (entry: CartEntry): string => {
  const values = Object.values(entry.chosenVariant.attributes);
  return values.length ? `${entry.title} (${values.join(', ')})` : entry.title;
};

/** Line total in minor units: unit price × quantity. */
export const lineCents = (entry: CartEntry): number => entry.purchasePriceCents * entry.quantity;

/**
 * Digital items and gift cards are bought one at a time (docs/behaviour.md §5: the quantity
 * input is for physical and service items); other entries get a quantity input.
 */
export const hasQuantityInput = (entry: CartEntry): boolean => entry.productType !== 2 && entry.productType !== 4;

/** Why checkout is blocked (issue 4, store setting minimumSubtotalCents), or null. */
export const checkoutBlock = (cart: ShoppingCart, minimumSubtotalCents: number, currency: string, locale: string): string | null =>
  minimumSubtotalCents > 0 && cart.subtotalCents < minimumSubtotalCents
    ? fill(fr.cartMinimumSubtotal, { amount: formatMoney(minimumSubtotalCents, currency, locale) })
    : null;

/** Where the checkout link goes (docs/behaviour.md §2: express checkout needs the cart cookie). */
export const CHECKOUT_PATH = '/commerce/goto-checkout';
