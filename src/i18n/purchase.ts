/**
 * The French catalogue's strings of the product widget's lazy parts (call failures,
 * alert, popover, quick view, variant picker) and of the API messages. Part of the one
 * catalogue, src/i18n/fr.ts; each string lives in exactly one module of src/i18n/.
 */
export const frPurchase = {
  // SPEC.md 9 "Default labels" (stated in English)
  quickView: 'Quick View',
  quantity: 'Quantity',
  // SPEC.md 8 "Add to cart and checkout"
  sessionExpired: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
  cookiesDisabled: 'Veuillez activer les cookies dans votre navigateur, rafraîchir la page et réessayer.',
  tryAgainSoon: 'Veuillez réessayer dans quelques secondes.',
  addFailedTitle: "Impossible d'ajouter l'article",
  buyFailedTitle: "Impossible d'Acheter l'Article",
  openFormFailed: "Impossible d'ouvrir le formulaire",
  // SPEC.md 8 "Generic and other"
  genericError: "Une erreur s'est produite",
  networkError: 'Erreur réseau',
  // Issue 3 (product purchase widgets): texts SPEC.md does not show; our decisions (docs/markup-contract.md)
  addedToCart: 'Ajouté au panier',
  viewCart: 'Voir le panier',
  close: 'Fermer',
  ok: 'OK',
  unavailable: 'Indisponible',
} as const;
