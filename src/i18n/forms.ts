/**
 * The French catalogue's strings of the form engine (src/forms/, widgets/form/): the
 * contact and newsletter blocks and the custom product form modal, what a form shows at
 * mount (the checks' and calls' messages load with them: form-messages.ts). Part of the one
 * catalogue (src/i18n/fr.ts); each string lives in exactly one module of src/i18n/.
 * Where SPEC.md gives only the meaning (sections 5 and 8), the wording is ours
 * (docs/forms.md lists those decisions).
 */
export const frForms = {
  // SPEC.md 5: the textarea's counter, and the postal-code example hint
  counter: '{count} / {max}',
  postalHint: 'Exemple : {example}',
  // SPEC.md 4 "Custom form submission" and 8 "Forms (HTTP codes)"
  submitting: 'Soumission...',
  submit: 'Envoyer',
  errorReload: "Une erreur s'est produite lors de l'envoi. Veuillez recharger la page et réessayer.",
  submitted: 'Merci ! Votre message a bien été envoyé.',
  // SPEC.md 5 "Custom product forms": an empty form answer displays "N/A"
  notApplicable: 'N/A',
  // SPEC.md 5 "Custom product forms": likert default labels for -2..2 (stated in English)
  likertLabels: ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'],
  // field part labels (name, date, time, phone); not shown by SPEC.md
  first: 'Prénom',
  last: 'Nom',
  month: 'Mois',
  day: 'Jour',
  year: 'Année',
  hour: 'Heure',
  minute: 'Minute',
  second: 'Seconde',
  ampm: 'AM/PM',
  phoneCountry: 'Indicatif pays',
  phoneAreacode: 'Indicatif régional',
  phonePrefix: 'Préfixe',
  phoneLine: 'Numéro',
  country: 'Pays',
  chooseOne: 'Choisir…',
  requiredMark: '(requis)',
  // SPEC.md 3 "Address form dictionary fields": labels by plural category (one, other)
  address: { one: 'Adresse', other: 'Adresses' },
  address2: { one: 'Adresse (ligne 2)', other: 'Adresses (ligne 2)' },
  city: { one: 'Ville', other: 'Villes' },
  postalCode: { one: 'Code postal', other: 'Codes postaux' },
  province: { one: 'Province', other: 'Provinces' },
  state: { one: 'État', other: 'États' },
  county: { one: 'Comté', other: 'Comtés' },
  region: { one: 'Région', other: 'Régions' },
  eircode: { one: 'Eircode', other: 'Eircodes' },
  rta: { one: 'RTA', other: 'RTA' },
  // the custom product form modal
  modalAdd: 'Ajouter au panier',
} as const;
