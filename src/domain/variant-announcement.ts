import { fill } from '../i18n/fill';
import { frA11y } from '../i18n/a11y';
import type { PriceDisplayText } from './price-display-text';

/**
 * What the product block's live region says after a variant change (issue 15 point 4):
 * one short French sentence with the price (and the original price of a sale), then
 * the sold-out mark or the scarcity line when the variant has one.
 * "Prix : 25,00 €, plus que 2 en stock !", "Prix : 25,00 €, épuisé."
 */
export const variantAnnouncement = (price: PriceDisplayText, detail?: string): string => {
  const head = price.original
    ? fill(frA11y.variantSalePrice, { price: price.price, original: price.original })
    : fill(frA11y.variantPrice, { price: price.price });
  const tail = detail?.replace(/\s+/g, ' ').trim();
  if (!tail) return head + '.';
  const sentence = `${head}, ${tail.charAt(0).toLocaleLowerCase('fr') + tail.slice(1)}`;
  return /[.!?…]$/.test(sentence) ? sentence : sentence + '.';
};
