/**
 * The French catalogue's strings a product island needs at mount (the add-to-cart
 * button and the checks before the call). Part of the one catalogue, src/i18n/fr.ts:
 * each string lives in exactly one module of src/i18n/, split by when it loads so a
 * product page ships only these (the others load with the chunks that show them).
 */
export const frProduct = {
  // SPEC.md 4 "Add-to-cart button"
  adding: 'Ajout en cours...',
  added: 'Ajout effectué !',
  soldOut: 'Épuisé',
  selectAnOption: 'Sélectionner une option',
  // SPEC.md 9 "Default labels" (stated in English)
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  // SPEC.md 8 "Add to cart and checkout" (a gift card without a value; a chunk that did not load)
  giftCardFailedTitle: "Impossible d'acheter la Carte-cadeau",
  connectionFailed: 'Connexion impossible. Veuillez réessayer',
  // SPEC.md 5 "Add to cart" (validation before the call; src/domain/add-to-cart-validation.ts)
  selectOneOption: "Veuillez sélectionner l'option {option}.",
  selectSeveralOptions: 'Veuillez sélectionner les options {options}.',
  variantUnavailable:
    'Malheureusement, la variante de cet article est indisponible. Veuillez sélectionner une autre variante.',
  outOfStock: 'Malheureusement, cet article est en rupture de stock.',
  quantityNotANumber: 'La valeur « Quantité » doit être un nombre.',
  quantityNotWhole: 'Quantity must be a whole number',
  subscriptionQuantityNotWhole: 'La quantité doit être un nombre entier.',
  giftCardValueRequired: 'Sélectionner une valeur pour la carte-cadeau',
} as const;
