/**
 * The French shopper catalogue (SPEC.md: shopper-visible text is French unless
 * stated). Every shopper string comes from here, verbatim from SPEC.md; search this
 * file for a sentence of the spec to find where it is used.
 */
export const fr = {
  // SPEC.md 4 "Add-to-cart button"
  adding: 'Ajout en cours...',
  added: 'Ajout effectué !',
  soldOut: 'Épuisé',
  selectAnOption: 'Sélectionner une option',
  // SPEC.md 9 "Default labels" (stated in English)
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quickView: 'Quick View',
  quantity: 'Quantity',
  // SPEC.md 8 "Add to cart and checkout"
  sessionExpired: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
  cookiesDisabled: 'Veuillez activer les cookies dans votre navigateur, rafraîchir la page et réessayer.',
  tryAgainSoon: 'Veuillez réessayer dans quelques secondes.',
  addFailedTitle: "Impossible d'ajouter l'article",
  buyFailedTitle: "Impossible d'Acheter l'Article",
  giftCardFailedTitle: "Impossible d'acheter la Carte-cadeau",
  updateQuantityFailed: "Impossible d'actualiser la quantité",
  removeFailed: "Impossible de supprimer l'élément",
  updateFormFailed: 'Impossible de mettre à jour le formulaire',
  openFormFailed: "Impossible d'ouvrir le formulaire",
  cartEmpty: 'Votre panier est vide.',
  // SPEC.md 8 "Generic and other"
  genericError: "Une erreur s'est produite",
  networkError: 'Erreur réseau',
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
  // Issue 3 (product purchase widgets): texts SPEC.md does not show; our decisions (docs/markup-contract.md)
  addedToCart: 'Ajouté au panier',
  viewCart: 'Voir le panier',
  close: 'Fermer',
  ok: 'OK',
  unavailable: 'Indisponible',
  // Cart page (issue 4; widgets/cart). SPEC.md 5: an empty form answer displays "N/A".
  notApplicable: 'N/A',
  cartQuantityOf: 'Quantité de {title}',
  cartQuantity: 'Quantité',
  cartRemove: 'Supprimer',
  cartRemoveOf: 'Supprimer {title}',
  cartEditAnswers: 'Modifier les réponses',
  cartEditAnswersOf: 'Modifier les réponses pour {title}',
  cartSave: 'Enregistrer',
  cartCancel: 'Annuler',
  cartSubtotal: 'Sous-total',
  cartTax: 'Taxes',
  cartShipping: 'Livraison',
  cartDiscount: 'Remise',
  cartTotal: 'Total',
  cartCheckout: 'Passer la commande',
  cartMinimumSubtotal: 'Le sous-total minimum pour passer commande est de {amount}.',
  cartUpdated: 'Panier mis à jour.',
  cartEntryRemoved: '{title} a été retiré du panier.',
} as const;

export type MessageKey = keyof typeof fr;
