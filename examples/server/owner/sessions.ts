import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

/** How long an owner session lasts without signing in again. */
export const OWNER_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Sessions are stored by the SHA-256 of their token: a leaked database opens nothing. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS owner_sessions (
  token_hash TEXT PRIMARY KEY,
  created INTEGER NOT NULL,
  expires INTEGER NOT NULL
);`;

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface OwnerSession {
  created: number;
  expires: number;
}

export function ownerSessionStore(db: Db, now: () => number = Date.now) {
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT INTO owner_sessions (token_hash, created, expires) VALUES (?, ?, ?)');
  const select = db.prepare<[string, number], OwnerSession>(
    'SELECT created, expires FROM owner_sessions WHERE token_hash = ? AND expires > ?',
  );
  const remove = db.prepare('DELETE FROM owner_sessions WHERE token_hash = ?');
  const sweep = db.prepare('DELETE FROM owner_sessions WHERE expires <= ?');
  return {
    /** A new session; the token goes in the cookie, only its hash in the database. */
    create(): string {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      sweep.run(at);
      insert.run(hash(token), at, at + OWNER_SESSION_TTL_MS);
      return token;
    },
    find(token: string | undefined): OwnerSession | null {
      if (!token || token.length > 128) return null;
      return select.get(hash(token), now()) ?? null;
    },
    end(token: string | undefined): void {
      if (token) remove.run(hash(token));
    },
  };
}

export type OwnerSessionStore = ReturnType<typeof ownerSessionStore>;
