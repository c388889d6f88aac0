/**
 * The French catalogue's strings of the form engine (src/forms/, widgets/form/): the
 * contact and newsletter blocks and the custom product form modal. Part of the one
 * catalogue (src/i18n/fr.ts); each string lives in exactly one module of src/i18n/.
 * Where SPEC.md gives only the meaning (sections 5 and 8), the wording is ours
 * (docs/forms.md lists those decisions).
 */
export const frForms = {
  // SPEC.md 5 "Custom product forms" (verbatim)
  required: 'Requis',
  likertMissing: "L'enquête n'est pas valide. Une question requise est manquante.",
  // SPEC.md 5 "Contact and newsletter forms" (the catalogue messages that apply to our fields)
  emailInvalid: 'Une adresse e-mail valide est requise.',
  tooLong: 'Le texte dépasse le nombre de caractères autorisés ({max}).',
  counter: '{count} / {max}',
  captchaMissing: 'Veuillez résoudre le captcha.',
  urlTooLong: "L'URL ne doit pas dépasser {max} caractères.",
  linkFormat: 'Les liens doivent respecter le format {0} ou {1}.',
  listRequired: 'Une liste doit être sélectionnée.',
  dateInvalid: 'Date non valide.',
  phoneInvalid: 'Numéro de téléphone non valide.',
  timeInvalid: 'Heure non valide.',
  // SPEC.md 5 "Postal codes (French wording)"
  postalFourDigits: 'Le code postal doit comporter 4 chiffres.',
  postalFiveDigits: 'Le code postal doit comporter 5 chiffres.',
  postalInvalid: 'Code postal non valide.',
  postalOutward: 'Saisissez uniquement les 1 à 4 caractères de la partie sortante du code postal.',
  postalEircodeKey: "Saisissez uniquement les trois premiers caractères de l'Eircode.",
  postalThreeDigits: "Saisissez jusqu'à 3 chiffres du code postal.",
  postalRtaInvalid: "Le code RTA n'est pas valide.",
  postalHint: 'Exemple : {example}',
  // SPEC.md 4 "Custom form submission" and 8 "Forms (HTTP codes)"
  submitting: 'Soumission...',
  submit: 'Envoyer',
  error401: "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.",
  error404: "Ce formulaire n'est pas encore configuré.",
  error429: "Vous avez dépassé la limite d'envoi. Veuillez réessayer dans quelques instants.",
  error500: "Impossible d'envoyer le formulaire.",
  errorUnknown: 'Erreur inconnue.',
  errorKey: "Impossible d'obtenir la clé du formulaire.",
  errorParse: 'Impossible de lire les champs du formulaire.',
  errorInvalidField: "Au moins un champ n'est pas valide.",
  errorSeeFields: 'Le formulaire comporte un problème. Consultez les messages ci-dessus et ci-dessous.',
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
  modalSave: 'Enregistrer',
  modalAdd: 'Ajouter au panier',
  modalClose: 'Fermer',
} as const;
