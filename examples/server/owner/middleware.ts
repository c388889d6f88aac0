import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { OwnerSession, OwnerSessionStore } from './sessions.js';
import { frOwner } from './strings.js';

/** The owner session cookie: HttpOnly, SameSite=Strict, Secure on https (cookie.ts). */
export const OWNER_COOKIE = 'sf_owner';
export const SIGN_IN_PATH = '/owner/sign-in';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in owner's session, or null (set for every request by `ownerContext`). */
    owner: OwnerSession | null;
  }
}

/** Reads the owner cookie once per request; only this cookie can open an owner route. */
export const ownerContext =
  (sessions: OwnerSessionStore): MiddlewareHandler =>
  async (c, next) => {
    c.set('owner', sessions.find(getCookie(c, OWNER_COOKIE)));
    await next();
  };

export const isOwner = (c: Context): boolean => !!c.get('owner');

/** Owner API routes: 401 JSON without a valid owner session. */
export const requireOwnerApi: MiddlewareHandler = async (c, next) => {
  if (!isOwner(c)) return c.json({ message: frOwner.required }, 401);
  await next();
};

/** Owner pages: without a valid owner session, redirect to the sign-in page and back. */
export const requireOwnerPage: MiddlewareHandler = async (c, next) => {
  if (!isOwner(c)) {
    const url = new URL(c.req.url);
    return c.redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
  await next();
};
