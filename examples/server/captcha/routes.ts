import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CAPTCHA_ACTIONS } from '../../../src/captcha/actions.js';
import type { Deps } from '../deps.js';
import { parseBody } from '../http.js';
import { tooMany } from '../rate-limit.js';
import { STAND_IN_SCRIPT_PATH, STAND_IN_TOKEN_PATH } from './config.js';
import { issueCaptchaToken } from './tokens.js';

const SCRIPT = readFileSync(new URL('./stand-in.js', import.meta.url), 'utf8');
const TokenRequestSchema = z.object({ siteKey: z.string(), action: z.enum(CAPTCHA_ACTIONS) });

/**
 * The bot-check stand-in: its script, and the token endpoint its `execute` calls. A
 * token is only made for the site's own key (the real service refuses other keys), within
 * the address's hourly budget of tokens (rate-limit.ts).
 */
export function captchaRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get(STAND_IN_SCRIPT_PATH, (c) =>
    c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  // tokens are rationed per address (the real service scores and throttles its callers): not to anyone, unlimited
  app.post(STAND_IN_TOKEN_PATH, async (c) => {
    const parsed = await parseBody(c, TokenRequestSchema);
    if (!parsed.ok) return parsed.response;
    const wait = deps.budgets.hourly(c, 'captchaTokens');
    if (wait > 0) return tooMany(c, wait);
    const siteKey = deps.catalogue.website.captchaSettings?.siteKey;
    if (!siteKey || parsed.value.siteKey !== siteKey) return c.json({ message: 'Unknown site key' }, 400);
    return c.json({ token: issueCaptchaToken(parsed.value.action, siteKey) });
  });
  return app;
}
