import { localized } from './catalogue';
/**
 * The French catalogue's strings that only assistive technology hears (issue 15):
 * the product block's live announcement of a variant change. Texts docs/behaviour.md does not
 * show; our decision, documented in docs/api.md "Accessibility". Part of the one
 * catalogue (src/i18n/fr.ts); loaded with the variant picker's lazy chunk.
 */
export const frA11y = localized({
  variantPrice: 'Prix : {price}',
  variantSalePrice: 'Prix : {price} au lieu de {original}',
});
