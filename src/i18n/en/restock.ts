import type { frRestock } from '../restock';

/** English of src/i18n/restock.ts (same keys, checked by tsc and test/unit/i18n/catalogues.test.ts). */
export const enRestock: Record<keyof typeof frRestock, string> = {
  restockEmailEmpty: 'The email cannot be empty',
  restockEmailInvalid: 'The email is not valid',
  signupFailed: 'Unable to send the form. Please try again later.',
  signedUp: 'You are signed up!',
  emailLabel: 'Email address',
  notifyMe: 'Notify me',
};
