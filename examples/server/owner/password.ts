import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The owner account's password: OWNER_PASSWORD (or --owner-password), else one made at
 * start and printed once, since the reference backend has no account store.
 */
export function resolveOwnerPassword(configured: string, print: (line: string) => void = console.log): string {
  if (configured !== '') return configured;
  const generated = randomBytes(12).toString('base64url');
  print(`Owner password (generated; set OWNER_PASSWORD to choose one): ${generated}`);
  return generated;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time comparison (both sides hashed first, so lengths never leak). */
export const passwordMatches = (given: unknown, expected: string): boolean =>
  typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), digest(expected));
