import type { Context, MiddlewareHandler } from 'hono';

/** C0 controls and DEL: never part of a URL this server answers or redirects to. */
const CONTROL = /[\u0000-\u001f\u007f]/;

export const hasControlChars = (text: string): boolean => CONTROL.test(text);

/**
 * The one same-site rule for every redirect that takes a path from the request (the
 * owner sign-in's `next`, a page's canonical address): a path that starts with exactly
 * one `/` (not `//`, not `/\`), holds no control character (a browser drops tab, CR
 * and LF, so `/%09/host` would become `//host`), and still names this origin once parsed
 * against it. Anything else gives `fallback`.
 */
export function sameSitePath(next: unknown, origin: string, fallback = '/'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (hasControlChars(next)) return fallback;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

/** A 30x to `path` under the same-site rule (see `sameSitePath`). */
export const redirectSameSite = (c: Context, path: string, status: 301 | 303 = 303): Response =>
  c.redirect(sameSitePath(path, new URL(c.req.url).origin), status);

/** Percent-decodes without throwing (a broken escape stays as written). */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/**
 * Control characters in any part of the request's URL (raw or percent-encoded, path or
 * query) answer 400 before any route runs, never a 500 from a header that cannot hold them.
 */
export const controlCharGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (hasControlChars(decoded(url.pathname)) || hasControlChars(decoded(url.search))) return c.text('Bad request', 400);
  await next();
};
