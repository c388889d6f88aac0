import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CaptchaAction, isCaptchaAction } from '../../../src/captcha/actions.js';

/**
 * Bot-check tokens of the local stand-in: `v1.<payload>.<signature>`, the payload
 * (base64url JSON) naming the action, the site key, a nonce and an expiry, signed with
 * HMAC-SHA256 under a secret made at start. A token is good once, for its action, for
 * TOKEN_TTL_MS (the enterprise service's tokens also last two minutes).
 */
export const TOKEN_TTL_MS = 2 * 60_000;
const MAX_TOKEN_LENGTH = 2048;
const secret = randomBytes(32);
/** nonce -> expiry of tokens already verified (forgotten once they expire anyway). */
const spent = new Map<string, number>();

interface Payload {
  a: CaptchaAction;
  k: string;
  n: string;
  x: number;
}

const sign = (body: string): string => createHmac('sha256', secret).update(body).digest('base64url');

/** A fresh token for `action` (what the stand-in script's `execute` answers). */
export function issueCaptchaToken(action: CaptchaAction, siteKey: string, now = Date.now()): string {
  const payload: Payload = { a: action, k: siteKey, n: randomBytes(12).toString('base64url'), x: now + TOKEN_TTL_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `v1.${body}.${sign(body)}`;
}

function readPayload(body: string): Payload | null {
  try {
    const raw: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof raw !== 'object' || raw === null) return null;
    const { a, k, n, x } = raw as Record<string, unknown>;
    if (!isCaptchaAction(a) || typeof k !== 'string' || typeof n !== 'string' || typeof x !== 'number') return null;
    return { a, k, n, x };
  } catch {
    return null;
  }
}

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Server-side check of a token sent by the browser: a missing, malformed, forged,
 * expired or reused token, or one made for another action, is refused with a reason
 * (for logs; the shopper sees the fallback message). A token whose signature holds is
 * spent by this call, whatever the verdict.
 */
export function verifyCaptchaToken(token: unknown, action: CaptchaAction, now = Date.now()): CaptchaVerdict {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing token' };
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed token' };
  const [version, body, signature, ...rest] = token.split('.');
  if (version !== 'v1' || !body || !signature || rest.length > 0) return { ok: false, reason: 'malformed token' };
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged token' };
  const payload = readPayload(body);
  if (!payload) return { ok: false, reason: 'malformed token' };
  for (const [nonce, expiry] of spent) if (expiry <= now) spent.delete(nonce);
  if (payload.x <= now) return { ok: false, reason: 'expired token' };
  if (spent.has(payload.n)) return { ok: false, reason: 'reused token' };
  spent.set(payload.n, payload.x);
  if (payload.a !== action) return { ok: false, reason: `token made for ${payload.a}, not ${action}` };
  return { ok: true };
}
