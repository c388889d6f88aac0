import { localized } from './catalogue';
/**
 * The restock (back-in-stock) signup's French strings (docs/behaviour.md §4, 5 and 8), loaded with
 * the restock chunk. Part of the one catalogue, src/i18n/fr.ts.
 */
export const frRestock = localized({
  // docs/behaviour.md §5 "Restock sign-up"
  restockEmailEmpty: "L'e-mail ne peut pas être vide",
  restockEmailInvalid: "L'e-mail est non valide",
  // docs/behaviour.md §8 "Restock"
  signupFailed: "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.",
  // docs/behaviour.md §4 "Restock form": the default success text
  signedUp: 'Vous êtes inscrit(e) !',
  // Not shown by docs/behaviour.md (our decisions, docs/markup-contract.md): the email field's accessible
  // name and the button's text when the template gives none
  emailLabel: 'Adresse e-mail',
  notifyMe: "M'avertir",
});
