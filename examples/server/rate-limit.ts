import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CART_COOKIE, CRUMB_COOKIE } from '../../src/contract/index.js';
import { MESSAGES } from './store/messages.js';

function visitorKey(c: Context): string {
  const cookie = getCookie(c, CRUMB_COOKIE) ?? getCookie(c, CART_COOKIE);
  if (cookie) return `c:${cookie}`;
  try {
    return `ip:${getConnInfo(c).remote.address ?? 'unknown'}`;
  } catch {
    return 'ip:local'; // app.request() in tests has no socket
  }
}

/**
 * Sliding-window rate limit on /api/ per visitor (crumb cookie, else cart cookie, else
 * IP): at most `max` calls in any `windowMs`; over it, 429 `{ message }` and Retry-After.
 */
export function rateLimit(max: number, windowMs: number): MiddlewareHandler {
  const hits = new Map<string, number[]>();
  let lastSweep = Date.now();
  return async (c, next) => {
    if (max <= 0) return next();
    const now = Date.now();
    if (now - lastSweep > windowMs) {
      for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
      lastSweep = now;
    }
    const key = visitorKey(c);
    const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length >= max) {
      const retry = Math.max(1, Math.ceil(((times[0] ?? now) + windowMs - now) / 1000));
      hits.set(key, times);
      c.header('Retry-After', String(retry));
      return c.json({ message: MESSAGES.rateLimited }, 429);
    }
    times.push(now);
    hits.set(key, times);
    return next();
  };
}
