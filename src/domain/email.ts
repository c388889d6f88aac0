/**
 * The email rule (docs/behaviour.md §5: an email must match an email pattern and be 3 to 256
 * characters long). One rule for the browser and the reference backend: the restock
 * signup checks it before the call, the backend again on receipt.
 */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

/** One "@", something before it, a dotted domain after it, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailProblem = 'empty' | 'invalid';

/** What is wrong with an email as typed (surrounding spaces ignored), or null. */
export const emailProblem = (raw: string): EmailProblem | null => {
  const email = raw.trim();
  if (email === '') return 'empty';
  if (email.length < EMAIL_MIN_LENGTH || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
};
