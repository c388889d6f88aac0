import { localized } from './catalogue';
import { frProduct } from './product';
import { frFormMessages } from './form-messages';
import { frForms } from './forms';
import { frPurchase } from './purchase';
import { frContent } from './content';
import { frA11y } from './a11y';
import { frRestock } from './restock';
import { frRestockEmail } from './restock-email';

/**
 * The French shopper catalogue (docs/behaviour.md: shopper-visible text is French unless
 * stated). Every shopper string comes from src/i18n/, verbatim from docs/behaviour.md; search
 * that folder for a sentence of the spec to find where it is used. The catalogue is
 * split by when its strings load, each string in exactly one module: product.ts (a
 * product island at mount), purchase.ts (the product widget's lazy parts and the API
 * messages), restock.ts (the restock signup's chunk), the modules of the other widgets
 * (forms, content, accessibility), and the cart page's strings below. Browser code on a
 * product page imports the module it needs, never this whole object. The instalment pill
 * speaks its provider's languages, so its strings are in French and English in instalment.ts.
 */
export const fr = localized({
  ...frProduct,
  ...frPurchase,
  ...frForms,
  ...frFormMessages,
  ...frContent,
  ...frA11y,
  ...frRestock,
  ...frRestockEmail,
  // docs/behaviour.md §8 "Add to cart and checkout"
  updateQuantityFailed: "Impossible d'actualiser la quantité",
  removeFailed: "Impossible de supprimer l'élément",
  updateFormFailed: 'Impossible de mettre à jour le formulaire',
  cartEmpty: 'Votre panier est vide.',
  // Cart page (issue 4; widgets/cart). docs/behaviour.md §5's "N/A" for an empty answer is in forms.ts.
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
  cartEntryRemoved: 'Article retiré du panier : {title}.', // never agrees with the item's gender (issue 32 row 12)
  // Cart, checkout and confirmation as a shop's (issue 26; src/domain/cart-summary.ts, line-item.ts)
  cartTaxIncluded: 'dont TVA',
  cartShippingFree: 'Offerte',
  cartFreeShippingLeft: 'Plus que {amount} pour la livraison offerte.',
  cartFreeShippingReached: 'La livraison est offerte.',
  cartUnitPrice: 'Prix unitaire',
  cartLineTotal: 'Total',
  cartProduct: 'Produit',
  cartQuantityShort: 'Qté : {count}',
  cartDecrease: 'Diminuer la quantité de {title}',
  cartIncrease: 'Augmenter la quantité de {title}',
  cartSummary: 'Récapitulatif',
  cartContinue: 'Continuer les achats',
} as const);

export type MessageKey = keyof typeof fr;
