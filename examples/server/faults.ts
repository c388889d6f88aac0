import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { MESSAGES } from './store/messages.js';

/**
 * Fault injection for tests (FAULTS=1 only). A fault matches `"<METHOD> <path prefix>"`
 * (METHOD may be `*`), optionally waits `latencyMs`, then answers instead of the route:
 * `crumbFail` (401 crumb body), `malformed` (a truncated JSON body) or `status` with
 * `body` (default `{ message }`). With only `latencyMs` the real route answers after the
 * delay. `reset` closes the connection without an answer (a connection reset). `times`
 * limits how often it fires (default: until cleared).
 */
export const FaultSchema = z.object({
  match: z.string().check(z.regex(/^(\*|[A-Z]+) \/\S*$/, 'like "POST /api/commerce"')),
  status: z.optional(z.number().check(z.int(), z.gte(100), z.lte(599))),
  body: z.optional(z.unknown()),
  latencyMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))),
  times: z.optional(z.number().check(z.int(), z.gte(1))),
  crumbFail: z.optional(z.boolean()),
  malformed: z.optional(z.boolean()),
  reset: z.optional(z.boolean()),
});
export type Fault = z.infer<typeof FaultSchema>;

export interface FaultRegistry {
  add(fault: Fault): void;
  clear(): void;
  list(): readonly (Fault & { remaining: number | null })[];
  /** Takes one firing of the first fault matching this request, if any. */
  take(method: string, path: string): Fault | undefined;
}

export function createFaultRegistry(): FaultRegistry {
  let faults: (Fault & { remaining: number | null })[] = [];
  return {
    add: (fault) => void faults.push({ ...fault, remaining: fault.times ?? null }),
    clear: () => void (faults = []),
    list: () => faults,
    take(method, path) {
      const index = faults.findIndex((f) => {
        const [m = '', prefix = ''] = f.match.split(' ');
        return (m === '*' || m === method) && path.startsWith(prefix);
      });
      const fault = faults[index];
      if (!fault) return undefined;
      if (fault.remaining !== null && --fault.remaining <= 0) faults.splice(index, 1);
      return fault;
    },
  };
}

/** @hono/node-server lends the Node request as `env.incoming`; a reset destroys its socket. */
function destroySocket(env: unknown): void {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return;
  const incoming: unknown = env.incoming;
  if (typeof incoming === 'object' && incoming !== null && 'socket' in incoming) {
    const socket: unknown = incoming.socket;
    if (typeof socket === 'object' && socket !== null && 'destroy' in socket && typeof socket.destroy === 'function') socket.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faultMiddleware(registry: FaultRegistry): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__test/')) return next();
    const fault = registry.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.reset) {
      destroySocket(c.env);
      return c.body(null, 500); // never reaches the client: its socket is gone
    }
    if (fault.crumbFail) return c.json({ crumbFail: true, message: MESSAGES.crumbFail }, 401);
    if (fault.malformed) {
      return c.body('{"shoppingCart": {"id": ', (fault.status ?? 200) as 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    }
    if (fault.status === undefined) return next();
    if ([101, 204, 205, 304].includes(fault.status)) return c.body(null, fault.status as 204);
    const body = fault.body ?? { message: `Injected fault ${fault.status}` };
    return c.json(body, fault.status as 500);
  };
}

/** POST /__test/faults registers, GET lists, DELETE clears. */
export function faultRoutes(registry: FaultRegistry): Hono {
  const app = new Hono();
  app.post('/__test/faults', async (c) => {
    const parsed = FaultSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: z.prettifyError(parsed.error) }, 400);
    registry.add(parsed.data);
    return c.json({ faults: registry.list() }, 201);
  });
  app.get('/__test/faults', (c) => c.json({ faults: registry.list() }));
  app.delete('/__test/faults', (c) => {
    registry.clear();
    return c.body(null, 204);
  });
  return app;
}
