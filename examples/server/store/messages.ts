/** Shopper-facing messages of the backend (French, as SPEC.md 5 and 8 word them). */
export const MESSAGES = {
  outOfStock: 'Malheureusement, cet article est en rupture de stock.',
  unknownItem: 'Cet article est introuvable.',
  unknownVariant:
    'Malheureusement, la variante de cet article est indisponible. Veuillez sélectionner une autre variante.',
  noCart: 'Aucun panier.',
  unknownEntry: "Cet élément n'est plus dans le panier.",
  invalidRequest: 'La requête est invalide.',
  notJson: "Le corps de la requête n'est pas du JSON valide.",
  crumbFail: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
  rateLimited: 'Veuillez réessayer dans quelques secondes.',
  purchased: 'Ce panier a déjà été commandé.',
  belowMinimum: 'Le sous-total minimum pour passer commande est de {amount}.',
  emptyCart: 'Votre panier est vide.',
  notSubscribable: "Cet article n'est pas un abonnement.",
  unknownToken: 'Ce lien de commande est invalide ou a expiré.',
} as const;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

export const fail = (status: 400 | 404 | 409, message: string): { ok: false; status: 400 | 404 | 409; message: string } => ({
  ok: false,
  status,
  message,
});
