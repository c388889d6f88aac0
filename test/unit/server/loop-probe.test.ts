import { afterEach, describe, expect, it } from 'vitest';
import type { LoopReport } from '../../../examples/server/loop-probe.js';
import { threadClock } from '../../../examples/server/thread-clock.mjs';
import { cleanup, makeApp } from './helpers.js';

afterEach(cleanup);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Holds the event loop for `ms` of this thread's CPU time (a busy machine may stretch it on the wall clock). */
const block = (ms: number) => {
  const clock = threadClock();
  const until = clock.cpu() + ms;
  while (clock.cpu() < until);
  clock.close();
};

/**
 * The loop probe of the scale test (examples/server/loop-probe.ts), which must catch a
 * handler that holds the event loop and name it, and stay quiet while nothing does.
 */
describe('loop probe (FAULTS=1)', () => {
  it('catches an 80 ms hold and names the request in flight; reports an idle loop as idle', async () => {
    const app = makeApp();
    const probe = async (during: () => Promise<void>) => {
      expect((await app.request('/__test/loop-probe/start', { method: 'POST' })).status).toBe(204);
      await during();
      return (await (await app.request('/__test/loop-probe/stop', { method: 'POST' })).json()) as LoopReport;
    };

    const idle = await probe(async () => void (await pause(200)));
    expect(idle.exactClock).toBe(true);
    expect(idle.ticks).toBeGreaterThan(20);
    expect(idle.longestCpuMs).toBeLessThan(50);

    const held = await probe(async () => {
      await pause(20);
      const stock = app.request('/api/commerce/inventory/stock/?itemId=tee-classic'); // its middleware runs up to its first await
      block(80);
      expect((await stock).status).toBe(200);
      await pause(20);
    });
    expect(held.longestCpuMs).toBeGreaterThan(70);
    expect(held.longestHeldMs).toBeGreaterThan(70);
    expect(held.slowest[0]!.during).toContain('GET /api/commerce/inventory/stock/');
  });

  it('is not mounted without FAULTS', async () => {
    const app = makeApp({ faults: false });
    expect((await app.request('/__test/loop-probe/start', { method: 'POST' })).status).toBe(404);
  });
});
