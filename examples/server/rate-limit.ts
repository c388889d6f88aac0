import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type BoundedCounter, boundedCounter } from './bounded-counter.js';
import { verifiedCrumb } from './crumb.js';
import { LIMITS } from './limits.js';
import { serverErrorPage } from './pages/server-error.js';
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
 * The visitor a read counts against: the crumb this server signed (crumb.ts), else the
 * client address. A made-up crumb is no key: it counts against the address.
 */
export const visitorKey = (c: Context): string => {
  const crumb = verifiedCrumb(c);
  return crumb ? `c:${crumb}` : `ip:${clientAddress(c)}`;
};

const BEACON = /^\/api\/(census|events|1\/performance)\//;
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The budget a request draws on: beacons, writes and reads are counted apart. */
export const budgetOf = (c: Context): 'beacon' | 'write' | 'read' =>
  BEACON.test(c.req.path) && c.req.method === 'POST' ? 'beacon' : WRITE.has(c.req.method) ? 'write' : 'read';

/** Hourly budgets of one client address (docs/reliability.md "Budgets"). */
export type HourlyBudget = 'carts' | 'formSubmissions' | 'captchaTokens';

/** A 429: JSON for calls, a page for a browser's page or form post. */
export function tooMany(c: Context, waitMs: number): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  const wantsPage = !c.req.path.startsWith('/api/') && (c.req.header('Accept') ?? '').includes('text/html');
  return wantsPage ? c.html(serverErrorPage(MESSAGES.rateLimited), 429) : c.json({ message: MESSAGES.rateLimited }, 429);
}

export interface Budgets {
  /** The window budgets, for every route (pages, page posts and API alike). */
  middleware: MiddlewareHandler;
  /** Counts one `kind` for the request's address: the wait in ms when over its hourly budget, else 0. */
  hourly(c: Context, kind: HourlyBudget): number;
}

/**
 * Budgets keyed by what a visitor cannot mint for free: the client address, with the
 * crumb's budget inside it (docs/reliability.md "Budgets"). In any `windowMs`:
 * - writes (every POST, PUT, PATCH, DELETE: API calls, page and form posts, the owner
 *   sign-in, bot-check tokens): `max` per address, crumbs included, so minting crumbs
 *   buys nothing;
 * - beacons: `max / 5` per address;
 * - reads (every GET): `max` per crumb (or per address without one) and `max * 10` per address.
 * Per address and hour: LIMITS' carts, form submissions and bot-check tokens, times
 * `scale`. Over a budget: 429 with Retry-After. `max` 0 turns the window budgets off, `scale` 0 the hourly ones.
 * Each counter keeps at most LIMITS.rateKeys keys, the least recently seen forgotten first.
 */
export function budgets(max: number, windowMs: number, scale = 1): Budgets {
  const window = boundedCounter(windowMs, LIMITS.rateKeys);
  const hour = boundedCounter(60 * 60 * 1000, LIMITS.rateKeys);
  const hourlyMax: Record<HourlyBudget, number> = {
    carts: LIMITS.cartsPerAddressPerHour * scale,
    formSubmissions: LIMITS.formSubmissionsPerAddressPerHour * scale,
    captchaTokens: LIMITS.captchaTokensPerAddressPerHour * scale,
  };
  const waitFor = (counter: BoundedCounter, hits: [string, number][]) => {
    for (const [key, limit] of hits) {
      const wait = counter.hit(key, limit);
      if (wait > 0) return wait;
    }
    return 0;
  };
  return {
    middleware: async (c, next) => {
      if (max <= 0) return next();
      const address = clientAddress(c);
      const budget = budgetOf(c);
      const wait =
        budget === 'beacon'
          ? waitFor(window, [[`beacon:${address}`, Math.ceil(max / 5)]])
          : budget === 'write'
            ? waitFor(window, [[`write:${address}`, max]])
            : waitFor(window, [
                [`read:${address}`, max * 10],
                [`read:${visitorKey(c)}`, max],
              ]);
      return wait > 0 ? tooMany(c, wait) : next();
    },
    hourly: (c, kind) => (scale <= 0 ? 0 : hour.hit(`${kind}:${clientAddress(c)}`, hourlyMax[kind])),
  };
}
