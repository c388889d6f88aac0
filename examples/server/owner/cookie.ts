import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { overHttps } from '../crumb.js';
import { OWNER_COOKIE } from './middleware.js';
import { OWNER_SESSION_TTL_MS } from './sessions.js';


/** HttpOnly (no script reads it), SameSite=Strict (never sent from another site), Secure on https. */
export function setOwnerCookie(c: Context, token: string): void {
  setCookie(c, OWNER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: overHttps(c),
    maxAge: Math.floor(OWNER_SESSION_TTL_MS / 1000),
  });
}

export function clearOwnerCookie(c: Context): void {
  deleteCookie(c, OWNER_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure: overHttps(c) });
}
