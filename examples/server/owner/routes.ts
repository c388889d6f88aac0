import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { crumbMatches, ensureCrumb } from '../crumb.js';
import { formFields } from '../http.js';
import { clientAddress, tooMany } from '../rate-limit.js';
import { guessThrottle } from './guesses.js';
import { clearOwnerCookie, setOwnerCookie } from './cookie.js';
import { OWNER_COOKIE, SIGN_IN_PATH } from './middleware.js';
import { redirectSameSite, sameSitePath } from '../same-site.js';
import { passwordMatches } from './password.js';
import type { OwnerSessionStore } from './sessions.js';
import { signInPage } from './sign-in-page.js';
import { frOwner } from './strings.js';

const CSS = readFileSync(new URL('./owner.css', import.meta.url), 'utf8');

/** A form post from another origin (the sign-out form carries no crumb). */
const crossOrigin = (origin: string | undefined, url: string): boolean => !!origin && origin !== new URL(url).origin;

/** Sign-in page and form, sign-out, the owner stylesheet. */
export function ownerAuthRoutes(sessions: OwnerSessionStore, password: string): Hono {
  const app = new Hono();
  app.get('/owner/owner.css', (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  app.get(SIGN_IN_PATH, (c) => {
    const next = sameSitePath(c.req.query('next'), new URL(c.req.url).origin);
    if (c.get('owner')) return redirectSameSite(c, next);
    return c.html(signInPage(ensureCrumb(c), next));
  });

  const guesses = guessThrottle();
  app.post(SIGN_IN_PATH, async (c) => {
    // past the minute's allowance of failed guesses, the address waits (doubling), whatever its crumb
    const address = clientAddress(c);
    const wait = guesses.wait(address);
    if (wait > 0) return tooMany(c, wait);
    const form = await formFields(c);
    const next = sameSitePath(form.next, new URL(c.req.url).origin);
    const crumb = ensureCrumb(c);
    if (!crumbMatches(c, form.crumb)) {
      return c.html(signInPage(crumb, next, frOwner.expired), 403);
    }
    if (!passwordMatches(form.password, password)) {
      guesses.failed(address);
      return c.html(signInPage(crumb, next, frOwner.wrongPassword), 401);
    }
    guesses.succeeded(address);
    sessions.end(getCookie(c, OWNER_COOKIE)); // a fresh token on every sign-in
    setOwnerCookie(c, sessions.create());
    return redirectSameSite(c, next);
  });

  app.post('/owner/sign-out', (c) => {
    if (crossOrigin(c.req.header('Origin'), c.req.url)) return c.text('Forbidden', 403);
    sessions.end(getCookie(c, OWNER_COOKIE));
    clearOwnerCookie(c);
    return c.redirect(SIGN_IN_PATH, 303);
  });
  return app;
}
