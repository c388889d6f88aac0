import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's CSP nonce (base64, 128 random bits); see `cspNonce`. */
    cspNonce: string;
  }
}

/**
 * Content-Security-Policy of every HTML page: our own scripts, plus the inline scripts
 * the server itself marked with this response's nonce (the theme developer's pages of
 * PAGES_DIR, docs/backend.md). Inline event handlers (`onclick="…"`) and scripts added
 * later without the nonce stay blocked. With `trustedTypes`, also
 * `require-trusted-types-for 'script'; trusted-types 'none'`: no policy may be created,
 * so no HTML string ever reaches a script sink.
 */
export const contentSecurityPolicy = (nonce: string, trustedTypes: boolean): string =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'" +
  (trustedTypes ? "; require-trusted-types-for 'script'; trusted-types 'none'" : '');

/** A fresh nonce per request, sent in the CSP of an HTML answer. */
export const cspHeaders =
  (trustedTypes: boolean): MiddlewareHandler =>
  async (c, next) => {
    c.set('cspNonce', randomBytes(16).toString('base64'));
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce'), trustedTypes));
    }
  };

/** The nonce of the current response. */
export const cspNonce = (c: Context): string => c.get('cspNonce');

/** Adds `nonce="…"` to every `<script` start tag of `html` that has none. */
export const addNonce = (html: string, nonce: string): string =>
  html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`);
