import { localized } from './catalogue';
/**
 * The French catalogue's messages of the form checks and the submission calls
 * (src/forms/validate.ts, postal-codes.ts, submit.ts), and the custom product form
 * modal's button: they load with the submission or the modal, not with the form block. Part of the one catalogue (src/i18n/fr.ts); each string lives in
 * exactly one module of src/i18n/. Where docs/behaviour.md gives only the meaning (sections 5
 * and 8), the wording is ours (docs/forms.md).
 */
export const frFormMessages = localized({
  // docs/behaviour.md §5 "Custom product forms" (verbatim)
  required: 'Requis',
  likertMissing: "L'enquête n'est pas valide. Une question requise est manquante.",
  // docs/behaviour.md §5 "Contact and newsletter forms" (the catalogue messages that apply to our fields)
  emailInvalid: 'Une adresse e-mail valide est requise.',
  tooLong: 'Le texte dépasse le nombre de caractères autorisés ({max}).',
  captchaMissing: 'Veuillez résoudre le captcha.',
  urlTooLong: "L'URL ne doit pas dépasser {max} caractères.",
  linkFormat: 'Les liens doivent respecter le format {0} ou {1}.',
  dateInvalid: 'Date non valide.',
  phoneInvalid: 'Numéro de téléphone non valide.',
  timeInvalid: 'Heure non valide.',
  // docs/behaviour.md §5 "Postal codes (French wording)"
  postalFourDigits: 'Le code postal doit comporter 4 chiffres.',
  postalFiveDigits: 'Le code postal doit comporter 5 chiffres.',
  postalInvalid: 'Code postal non valide.',
  postalOutward: 'Saisissez uniquement les 1 à 4 caractères de la partie sortante du code postal.',
  postalEircodeKey: "Saisissez uniquement les trois premiers caractères de l'Eircode.",
  postalThreeDigits: "Saisissez jusqu'à 3 chiffres du code postal.",
  postalRtaInvalid: "Le code RTA n'est pas valide.",
  // docs/behaviour.md §8 "Forms (HTTP codes)"
  error401: "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.",
  error404: "Ce formulaire n'est pas encore configuré.",
  error429: "Vous avez dépassé la limite d'envoi. Veuillez réessayer dans quelques instants.",
  error500: "Impossible d'envoyer le formulaire.",
  errorUnknown: 'Erreur inconnue.',
  errorKey: "Impossible d'obtenir la clé du formulaire.",
  errorParse: 'Impossible de lire les champs du formulaire.',
  errorInvalidField: "Au moins un champ n'est pas valide.",
  errorSeeFields: 'Le formulaire comporte un problème. Consultez les messages ci-dessus et ci-dessous.',
  // docs/behaviour.md §5 "Contact and newsletter forms": the catalogue's file messages (docs/forms.md "File fields")
  fileNameRequired: 'Un nom de fichier est requis.',
  fileTooLarge: 'Le fichier est trop volumineux (taille maximale : {max}).',
  fileType: 'Type de fichier non pris en charge.',
  // docs/behaviour.md §8 "Generic and other": an upload that never reached the server, one the server could not store
  fileLoadFailed: 'Impossible de charger le fichier',
  fileProcessFailed: 'Échec du traitement du fichier',
  // an uploaded file's status at its field (not shown by docs/behaviour.md; docs/forms.md "File fields")
  fileUploaded: 'Fichier joint : {name} ({size})',
  // the custom product form modal's button: loaded with the modal, never with a form block
  modalAdd: 'Ajouter au panier',
});
