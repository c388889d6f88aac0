import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_COOKIE, CRUMB_COOKIE, CRUMB_HEADER, HAS_CART_COOKIE } from '../../src/contract/index.js';
import { MESSAGES } from './store/messages.js';

/** Cookies the storefront script must read: not HttpOnly, whole site, SameSite=Lax. */
const READABLE = { path: '/', sameSite: 'Lax', httpOnly: false } as const;
const CART_MAX_AGE = 60 * 60 * 24 * 30;

/** Crumbs handed out during a request, so one request sets at most one. */
const issued = new WeakMap<Request, string>();

/** Returns the visitor's crumb, setting a fresh `crumb` cookie when there is none. */
export function ensureCrumb(c: Context): string {
  const current = getCookie(c, CRUMB_COOKIE) ?? issued.get(c.req.raw);
  if (current) return current;
  const crumb = randomBytes(18).toString('base64url');
  issued.set(c.req.raw, crumb);
  setCookie(c, CRUMB_COOKIE, crumb, READABLE);
  return crumb;
}

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** True when `token` (header or form field) equals the crumb cookie. */
export function crumbMatches(c: Context, token: string | undefined): boolean {
  const cookie = getCookie(c, CRUMB_COOKIE);
  return Boolean(cookie && token && same(cookie, token));
}

/** Beacons cannot set headers (sendBeacon), so tracking calls are exempt. */
const EXEMPT = ['/api/census/', '/api/events/', '/api/1/performance/'];
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crumbFailure = (c: Context) =>
  c.json({ crumbFail: true, message: MESSAGES.crumbFail }, 401);

/** Mutating API calls must send `X-CSRF-Token` equal to the `crumb` cookie: else 401. */
export const crumbGuard: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (MUTATING.has(c.req.method) && !EXEMPT.some((p) => path.startsWith(p))) {
    if (!crumbMatches(c, c.req.header(CRUMB_HEADER))) return crumbFailure(c);
  }
  await next();
};

/** GETs (pages and API, not the static files) hand out the crumb. */
export const crumbIssuer: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' && !c.req.path.startsWith('/storefront/') && !c.req.path.startsWith('/examples/site.css')) {
    ensureCrumb(c);
  }
  await next();
};

export function setCartCookies(c: Context, cartId: string): void {
  setCookie(c, CART_COOKIE, cartId, { ...READABLE, maxAge: CART_MAX_AGE });
  setCookie(c, HAS_CART_COOKIE, 'true', { ...READABLE, maxAge: CART_MAX_AGE });
}

export function clearCartCookies(c: Context): void {
  deleteCookie(c, CART_COOKIE, { path: '/' });
  deleteCookie(c, HAS_CART_COOKIE, { path: '/' });
}

export const cartCookie = (c: Context): string | undefined => getCookie(c, CART_COOKIE);
