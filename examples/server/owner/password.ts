import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a generated owner password is kept, in the data folder (owner-only file). */
export const OWNER_PASSWORD_FILE = 'owner-password';

/**
 * The owner account's password: OWNER_PASSWORD (or --owner-password), else the one kept in
 * the data folder, made on the first start (the reference backend has no account store).
 * A kept password is printed at each start with where it lives.
 */
export function resolveOwnerPassword(configured: string, dataDir: string, print: (line: string) => void = console.log): string {
  if (configured !== '') return configured;
  const file = join(dataDir, OWNER_PASSWORD_FILE);
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const password = kept || randomBytes(12).toString('base64url');
  if (!kept) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
  }
  print(`Owner password: ${password} (kept in ${file}; set OWNER_PASSWORD to choose another)`);
  return password;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time comparison (both sides hashed first, so lengths never leak). */
export const passwordMatches = (given: unknown, expected: string): boolean =>
  typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), digest(expected));
