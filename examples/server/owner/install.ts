import type { Hono } from 'hono';
import type { Db } from '../db.js';
import { ownerContext } from './middleware.js';
import { resolveOwnerPassword } from './password.js';
import { ownerAuthRoutes } from './routes.js';
import { ownerSessionStore } from './sessions.js';

/**
 * Installs the owner sign-in on `app`: the session lookup for every request (before
 * any owner route), the sign-in and sign-out routes. `password` is OWNER_PASSWORD, or
 * '' to generate one and print it once.
 */
export function installOwner(app: Hono, db: Db, password: string): void {
  const sessions = ownerSessionStore(db);
  app.use('*', ownerContext(sessions));
  app.route('/', ownerAuthRoutes(sessions, resolveOwnerPassword(password)));
}
