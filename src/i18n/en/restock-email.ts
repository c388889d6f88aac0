import type { frRestockEmail } from '../restock-email';

/** English of src/i18n/restock-email.ts (same keys, checked by tsc and test/unit/i18n/catalogues.test.ts). */
export const enRestockEmail: Record<keyof typeof frRestockEmail, string> = {
  restockEmailSubject: '{title} is back in stock',
  restockEmailBody: 'Good news: {title} is available again. Order it here: {link}',
};
