import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/contract/constants.js';
import { fr } from '../../../src/i18n/fr.js';
import { frRestock } from '../../../src/i18n/restock.js';

/**
 * Shopper-facing messages of the backend (French). Those docs/behaviour.md words come from the
 * SDK's catalogue (src/i18n), so the server and the widgets say them identically.
 */
export const MESSAGES = {
  outOfStock: fr.outOfStock,
  unknownItem: 'Cet article est introuvable.',
  unknownVariant: fr.variantUnavailable,
  noCart: 'Aucun panier.',
  unknownEntry: "Cet élément n'est plus dans le panier.",
  invalidRequest: 'La requête est invalide.',
  notJson: "Le corps de la requête n'est pas du JSON valide.",
  crumbFail: fr.sessionExpired,
  cookiesDisabled: fr.cookiesDisabled,
  rateLimited: fr.tryAgainSoon,
  purchased: 'Ce panier a déjà été commandé.',
  emptyCart: fr.cartEmpty,
  notSubscribable: "Cet article n'est pas un abonnement.",
  unknownToken: 'Ce lien de commande est invalide ou a expiré.',
  quantityNotNumber: fr.quantityNotANumber,
  quantityNotWhole: fr.quantityNotWhole,
  subscriptionQuantityNotWhole: fr.subscriptionQuantityNotWhole,
  quantityRange: `La quantité doit être comprise entre ${QUANTITY_MIN} et ${QUANTITY_MAX}.`,
  tooLong: 'Cette valeur est trop longue.',
  tooLarge: 'La requête est trop volumineuse.',
  invalidEmail: frRestock.restockEmailInvalid,
  cartFull: 'Le panier ne peut pas contenir plus d’articles différents.',
} as const;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

export const fail = (status: 400 | 404 | 409, message: string): { ok: false; status: 400 | 404 | 409; message: string } => ({
  ok: false,
  status,
  message,
});
