import { inEnglish, localized } from './catalogue';
/**
 * The French catalogue's strings of the form engine (src/forms/, widgets/form/): the
 * contact and newsletter blocks and the custom product form modal, what a form shows at
 * mount (the checks' and calls' messages load with them: form-messages.ts). Part of the one
 * catalogue (src/i18n/fr.ts); each string lives in exactly one module of src/i18n/.
 * Where docs/behaviour.md gives only the meaning (sections 5 and 8), the wording is ours
 * (docs/forms.md lists those decisions).
 */
export const frForms = localized({
  // docs/behaviour.md §5: the textarea's counter, and the postal-code example hint
  counter: '{count} / {max}',
  postalHint: 'Exemple : {example}',
  // docs/behaviour.md §4 "Custom form submission" and 8 "Forms (HTTP codes)"
  submitting: 'Soumission...',
  submit: 'Envoyer',
  errorReload: "Une erreur s'est produite lors de l'envoi. Veuillez recharger la page et réessayer.",
  submitted: 'Merci ! Votre message a bien été envoyé.',
  // docs/behaviour.md §5 "Custom product forms": an empty form answer displays "N/A"
  notApplicable: inEnglish('N/A'),
  // a file field's states (not shown by docs/behaviour.md; docs/forms.md "File fields")
  fileUploading: 'Envoi du fichier…',
  fileRemove: 'Retirer le fichier',
  // the file control's own words, in place of the browser's "Choose file" / "No file chosen"
  fileChoose: 'Choisir un fichier',
  fileNone: 'Aucun fichier choisi',
  // docs/behaviour.md §5 "Custom product forms": likert default labels for -2..2 (stated in English)
  likertMinus2: inEnglish('Strongly Disagree'),
  likertMinus1: inEnglish('Disagree'),
  likert0: inEnglish('Neutral'),
  likert1: inEnglish('Agree'),
  likert2: inEnglish('Strongly Agree'),
  // field part labels (name, date, time, phone); not shown by docs/behaviour.md
  first: 'Prénom',
  last: 'Nom',
  month: 'Mois',
  day: 'Jour',
  year: 'Année',
  hour: 'Heure',
  minute: 'Minute',
  second: 'Seconde',
  ampm: inEnglish('AM/PM'),
  phoneCountry: 'Indicatif pays',
  phoneAreacode: 'Indicatif régional',
  phonePrefix: 'Préfixe',
  phoneLine: 'Numéro',
  country: 'Pays',
  chooseOne: 'Choisir…',
  requiredMark: '(requis)',
  // docs/behaviour.md §3 "Address form dictionary fields": labels by plural category (`<word>_one`, `<word>_other`)
  address_one: 'Adresse',
  address_other: 'Adresses',
  address2_one: 'Adresse (ligne 2)',
  address2_other: 'Adresses (ligne 2)',
  city_one: 'Ville',
  city_other: 'Villes',
  postalCode_one: 'Code postal',
  postalCode_other: 'Codes postaux',
  province_one: 'Province',
  province_other: 'Provinces',
  state_one: 'État',
  state_other: 'États',
  county_one: 'Comté',
  county_other: 'Comtés',
  region_one: 'Région',
  region_other: 'Régions',
  eircode_one: 'Eircode',
  eircode_other: 'Eircodes',
  rta_one: 'RTA',
  rta_other: 'RTA',
});
