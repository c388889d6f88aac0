import { inEnglish, localized } from './catalogue';
/**
 * The French catalogue's strings a product island needs at mount (the add-to-cart
 * button's labels). Part of the one catalogue, src/i18n/fr.ts:
 * each string lives in exactly one module of src/i18n/, split by when it loads so a
 * product page ships only these (the others load with the chunks that show them).
 */
export const frProduct = localized({
  // docs/behaviour.md §4 "Add-to-cart button"
  adding: 'Ajout en cours...',
  added: 'Ajout effectué !',
  soldOut: 'Épuisé',
  selectAnOption: 'Sélectionner une option',
  // docs/behaviour.md §9 "Default labels" (stated in English)
  addToCart: inEnglish('Add To Cart'),
  subscribe: inEnglish('Subscribe'),
  // docs/behaviour.md §8 "Site-rendering fallback texts": the status marks (src/domain/product-display-state.ts)
  soldOutMark: inEnglish('sold out'),
  saleMark: inEnglish('sale'),
  // docs/behaviour.md §2 "Floating cart pill": "N items" (stated in English; English pages: src/i18n/en/product.ts), by Intl.PluralRules category
  itemsOne: '{count} article',
  itemsOther: '{count} articles',
  // the quantity field's name once the SDK makes it a stepper (the platform's "Quantity" label is not translatable: widgets/product/quantity-stepper.ts)
  quantityLabel: 'Quantité',
  quantityLabelText: 'Quantité :',
  // docs/behaviour.md §8 "Add to cart and checkout" (a chunk that did not load)
  connectionFailed: 'Connexion impossible. Veuillez réessayer',
} as const);
