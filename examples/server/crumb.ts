import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_COOKIE, CRUMB_COOKIE, CRUMB_HEADER, HAS_CART_COOKIE } from '../../src/contract/index.js';
import type { Db } from './db.js';
import { MESSAGES } from './store/messages.js';

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Served over https (the request's own scheme): cookies get `Secure`. */
export const overHttps = (c: Context): boolean => new URL(c.req.url).protocol === 'https:';

/** Cookies the storefront script must read: not HttpOnly, whole site, SameSite=Lax, Secure on https. */
export const readable = (c: Context) => ({ path: '/', sameSite: 'Lax', httpOnly: false, secure: overHttps(c) }) as const;
const CART_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * Crumbs are signed: `<random>.<HMAC of random>` with the store's secret (kept in the
 * SQLite `meta` table, so crumbs outlive a restart). Only a crumb this server issued
 * passes the CSRF check and keys the rate limit (rate-limit.ts); a made-up one is
 * replaced on the next GET.
 */
const secrets = new WeakMap<Request, Buffer>();

/** The store's crumb secret: made once, then read from the `meta` table. */
export function storedCrumbSecret(db: Db): Buffer {
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'crumb_secret'`).get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64url');
  const secret = randomBytes(32);
  db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('crumb_secret', ?)`).run(secret.toString('base64url'));
  return storedCrumbSecret(db);
}

/** Middleware that lends the store's crumb secret to the request's helpers below. */
export const crumbSecret = (secret: Buffer): MiddlewareHandler => async (c, next) => {
  secrets.set(c.req.raw, secret);
  await next();
};

/** `purpose` keeps one kind of signed value from passing as another (a crumb is no liker id). */
const sign = (c: Context, random: string, purpose = ''): string =>
  createHmac('sha256', secrets.get(c.req.raw) ?? Buffer.alloc(0)).update(purpose + random).digest('base64url').slice(0, 22);

/** A fresh `<random>.<HMAC>` value that only this server can make (for `purpose`). */
export function signedValue(c: Context, purpose: string): string {
  const random = randomBytes(18).toString('base64url');
  return `${random}.${sign(c, random, purpose)}`;
}

/** `value` when this server signed it for `purpose`, else undefined. */
export function verifiedValue(c: Context, value: string | undefined, purpose = ''): string | undefined {
  if (!value || value.length > 80 || !secrets.has(c.req.raw)) return undefined;
  const [random = '', mac = '', extra] = value.split('.');
  return extra === undefined && random.length > 0 && same(mac, sign(c, random, purpose)) ? value : undefined;
}

/** The request's crumb cookie when this server signed it, else undefined. */
export const verifiedCrumb = (c: Context): string | undefined => verifiedValue(c, getCookie(c, CRUMB_COOKIE));

/** Crumbs handed out during a request, so one request sets at most one. */
const issued = new WeakMap<Request, string>();

/** Returns the visitor's crumb, setting a fresh signed `crumb` cookie when there is no valid one. */
export function ensureCrumb(c: Context): string {
  const current = verifiedCrumb(c) ?? issued.get(c.req.raw);
  if (current) return current;
  const crumb = signedValue(c, '');
  issued.set(c.req.raw, crumb);
  setCookie(c, CRUMB_COOKIE, crumb, readable(c));
  return crumb;
}

/**
 * docs/behaviour.md §8's words for a failed crumb check on a form post: a request without any crumb
 * cookie (every GET hands one out) comes from a browser that refuses or dropped cookies.
 */
export const sessionFailureMessage = (c: Context): string => (getCookie(c, CRUMB_COOKIE) ? MESSAGES.crumbFail : MESSAGES.cookiesDisabled);

/** True when `token` (header or form field) equals the crumb cookie, and this server signed it. */
export function crumbMatches(c: Context, token: string | undefined): boolean {
  const cookie = verifiedCrumb(c);
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
  if (c.req.method === 'GET' && !c.req.path.startsWith('/storefront/') && !c.req.path.startsWith('/examples/site.css') && c.req.path !== '/examples/shop.css') {
    ensureCrumb(c);
  }
  await next();
};

export function setCartCookies(c: Context, cartId: string): void {
  setCookie(c, CART_COOKIE, cartId, { ...readable(c), maxAge: CART_MAX_AGE });
  setCookie(c, HAS_CART_COOKIE, 'true', { ...readable(c), maxAge: CART_MAX_AGE });
}

/** Deletions carry the same attributes as the cookies they delete (Secure on https included). */
export function clearCartCookies(c: Context): void {
  deleteCookie(c, CART_COOKIE, readable(c));
  deleteCookie(c, HAS_CART_COOKIE, readable(c));
}

export const cartCookie = (c: Context): string | undefined => getCookie(c, CART_COOKIE);
