import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { boundedCounter } from './bounded-counter.js';
import { verifiedCrumb } from './crumb.js';
import { LIMITS } from './limits.js';
import { MESSAGES } from './store/messages.js';

/** The client's address (app.request() in tests has no socket: "local"). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * The visitor a request counts against: the crumb this server signed (crumb.ts), else
 * the client address. A made-up crumb is no key: it counts against the address.
 */
export const visitorKey = (c: Context): string => {
  const crumb = verifiedCrumb(c);
  return crumb ? `c:${crumb}` : `ip:${clientAddress(c)}`;
};

const BEACON = /^\/api\/(census|events|1\/performance)\//;
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The budget a request draws on: beacons, writes and reads are counted apart. */
export const budgetOf = (c: Context): 'beacon' | 'write' | 'read' =>
  BEACON.test(c.req.path) ? 'beacon' : WRITE.has(c.req.method) ? 'write' : 'read';

/**
 * Sliding-window rate limit on /api/ (docs/backend.md "Limits"). Per visitor, in any
 * `windowMs`: `max` reads, `max` writes and `max / 5` beacons, each counted apart. Per client address:
 * `max * 10` calls of any kind and `max` beacons, so minting new crumbs or sending
 * none buys no more. Over a budget: 429 `{ message }` with Retry-After. Each counter
 * keeps at most LIMITS.rateKeys keys, the least recently seen forgotten first.
 */
export function rateLimit(max: number, windowMs: number): MiddlewareHandler {
  const visitors = boundedCounter(windowMs, LIMITS.rateKeys);
  const addresses = boundedCounter(windowMs, LIMITS.rateKeys);
  const budgets = { read: max, write: max, beacon: Math.ceil(max / 5) };
  return async (c, next) => {
    if (max <= 0) return next();
    const budget = budgetOf(c);
    const address = clientAddress(c);
    const wait =
      addresses.hit(`all:${address}`, max * 10) ||
      (budget === 'beacon' ? addresses.hit(`beacon:${address}`, max) : 0) ||
      visitors.hit(`${budget}:${visitorKey(c)}`, budgets[budget]);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return c.json({ message: MESSAGES.rateLimited }, 429);
    }
    return next();
  };
}
