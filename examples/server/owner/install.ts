import type { Hono } from 'hono';
import type { Db } from '../db.js';
import { ownerContext } from './middleware.js';
import { resolveOwnerPassword } from './password.js';
import { ownerAuthRoutes } from './routes.js';
import { ownerSessionStore } from './sessions.js';

/**
 * Installs the owner sign-in on `app`: the session lookup for every request (before
 * any owner route), the sign-in and sign-out routes. `password` is OWNER_PASSWORD, or
 * '' for the one kept in `dataDir` (made on the first start).
 */
export function installOwner(app: Hono, db: Db, password: string, dataDir: string): void {
  const sessions = ownerSessionStore(db);
  app.use('*', ownerContext(sessions));
  app.route('/', ownerAuthRoutes(sessions, resolveOwnerPassword(password, dataDir)));
}
