import { localized } from './catalogue';
/**
 * The back-in-stock email's French text (sent by the backend when the owner sends a
 * restock notification; the reference backend writes it to its outbox). Part of the one
 * catalogue, src/i18n/fr.ts. `{title}` is the product title (with its variant), `{link}`
 * the product page.
 */
export const frRestockEmail = localized({
  restockEmailSubject: '{title} est de retour en stock',
  restockEmailBody: 'Bonne nouvelle : {title} est de nouveau disponible. Pour commander : {link}',
});
