/**
 * The instalment pill's and info modal's strings (issue 9), in the provider's two
 * languages (docs/behaviour.md §9: English everywhere, French too for Canada). docs/behaviour.md gives the
 * English sense ("or N instalments with", "available up to, or over, an amount",
 * default 4 interest-free payments); the wording and the French are our decisions
 * (docs/markup-contract.md "The instalment pill"). `{count}`, `{amount}` and
 * `{provider}` are filled in by src/domain/instalment-text.ts.
 */
export const instalmentStrings = {
  en: {
    inRange: 'or {count} interest-free payments of {amount} with {provider}',
    over: 'or {count} interest-free payments available over {amount} with {provider}',
    upTo: 'or {count} interest-free payments available up to {amount} with {provider}',
    info: 'Learn more about {provider}',
    title: 'Pay in {count} with {provider}',
    close: 'Close',
  },
  fr: {
    inRange: 'ou {count} paiements sans intérêts de {amount} avec {provider}',
    over: 'ou {count} paiements sans intérêts disponibles au-delà de {amount} avec {provider}',
    upTo: "ou {count} paiements sans intérêts disponibles jusqu'à {amount} avec {provider}",
    info: 'En savoir plus sur {provider}',
    title: 'Payer en {count} fois avec {provider}',
    close: 'Fermer',
  },
} as const;
