import { inEnglish, localized } from './catalogue';
import { fill } from './fill';
import { QUANTITY_MIN } from '../contract/constants';
/**
 * The French catalogue's strings of the product widget's lazy parts (the checks before
 * the call, call failures, alert, popover, quick view, variant picker) and of the API
 * messages. Part of the one
 * catalogue, src/i18n/fr.ts; each string lives in exactly one module of src/i18n/.
 */
export const frPurchase = localized({
  // docs/behaviour.md §9 "Default labels" (stated in English)
  quickView: inEnglish('Quick View'),
  quantity: inEnglish('Quantity'),
  // docs/behaviour.md §8 "Add to cart and checkout"
  sessionExpired: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
  cookiesDisabled: 'Veuillez activer les cookies dans votre navigateur, rafraîchir la page et réessayer.',
  tryAgainSoon: 'Veuillez réessayer dans quelques secondes.',
  addFailedTitle: "Impossible d'ajouter l'article",
  buyFailedTitle: "Impossible d'Acheter l'Article",
  openFormFailed: "Impossible d'ouvrir le formulaire",
  // docs/behaviour.md §8 "Generic and other"
  genericError: "Une erreur s'est produite",
  networkError: 'Erreur réseau',
  // Issue 3 (product purchase widgets): texts docs/behaviour.md does not show; our decisions (docs/markup-contract.md)
  addedToCart: 'Ajouté au panier',
  viewCart: 'Voir le panier',
  // the popover's way to the checkout, and its line of the item's quantity (issue 25 point 4)
  checkout: 'Commander',
  addedQuantity: 'Quantité : {count}',
  addedOption: '{name} : {value}',
  // Quick View's link to the product page
  productDetails: 'Voir la fiche produit',
  close: 'Fermer',
  // the popover's close button, named apart from a Quick View's `Fermer` when it opens inside one (issue 15)
  closeNotice: 'Fermer la notification',
  ok: 'OK',
  unavailable: 'Indisponible',
  // docs/behaviour.md §8 "Add to cart and checkout" (a gift card without a value)
  giftCardFailedTitle: "Impossible d'acheter la Carte-cadeau",
  // docs/behaviour.md §5 "Add to cart" (validation before the call; src/domain/add-to-cart-validation.ts)
  selectOneOption: "Veuillez sélectionner l'option {option}.",
  selectSeveralOptions: 'Veuillez sélectionner les options {options}.',
  variantUnavailable:
    'Malheureusement, la variante de cet article est indisponible. Veuillez sélectionner une autre variante.',
  outOfStock: 'Malheureusement, cet article est en rupture de stock.',
  quantityNotANumber: 'La valeur « Quantité » doit être un nombre.',
  // issue 32 row 10: the quantity field's own problems, said with the available quantity (one wording
  // for the product page, the cart and the backend: onlyLeftMessage below)
  quantityTooLow: "La quantité doit être d'au moins 1.",
  cartOnlyLeft: "Il n'en reste que {count}.",
  quantityNotWhole: inEnglish('Quantity must be a whole number'),
  subscriptionQuantityNotWhole: 'La quantité doit être un nombre entier.',
  giftCardValueRequired: 'Sélectionner une valeur pour la carte-cadeau',
} as const);

/** Asked for more than is left: "Il n'en reste que 2.", or the out-of-stock message when none is left. */
export const onlyLeftMessage = (left: number): string => (left > 0 ? fill(frPurchase.cartOnlyLeft, { count: left }) : frPurchase.outOfStock);

/** A quantity under 1: "La quantité doit être d'au moins 1." (the product page and the cart), else `null`. */
export const tooFewMessage = (quantity: number): string | null => (quantity < QUANTITY_MIN ? frPurchase.quantityTooLow : null);
