import { PerformanceObserver, performance } from 'node:perf_hooks';
import { Hono, type MiddlewareHandler } from 'hono';
import { threadClock } from './thread-clock.mjs';

/**
 * Test-only (mounted with FAULTS=1): how long the server's own code holds its event loop.
 * A timer ticks every INTERVAL_MS; between two ticks (a stretch), it reads what the
 * thread computed (its CPU time, the kernel's count, thread-clock.mjs: a busy machine's
 * scheduler and a busy host cannot inflate it), and splits the wall clock's gap into the
 * time the loop sat idle waiting for events (libuv's count, which also holds a late
 * wake-up from a busy host), the time the thread waited for a CPU, and the rest, `heldMs`:
 * computing plus blocking calls (a disk sync, a lock's sleep), an upper bound as the idle
 * and the waiting may overlap. Each stretch is charged to the requests seen since the
 * tick before, so a slow one is named.
 */
const INTERVAL_MS = 2;
const LABELS_KEPT = 200;

export interface Stretch {
  /** The thread's CPU time in the stretch, ms (the kernel's count lags up to a scheduler tick, 4 ms here). */
  cpuMs: number;
  /** Held: the wall-clock gap less the larger of the idle and the waiting, ms: computing and blocking calls. */
  heldMs: number;
  wallMs: number;
  idleMs: number;
  waitedMs: number;
  /** Garbage collection within the stretch (wall clock), ms. */
  gcMs: number;
  /** When it ended (performance.now()). */
  endedAt: number;
  /** The requests seen (`METHOD /path`). */
  during: string[];
}

export interface LoopReport {
  ticks: number;
  /** The most CPU time of one stretch, ms: the longest the server's code computed without letting the loop turn. */
  longestCpuMs: number;
  /** The 99th percentile of the stretches' CPU time, ms: what a handler that computes on every call shows. */
  p99CpuMs: number;
  /** The longest held stretch, blocking calls included, ms. */
  longestHeldMs: number;
  p99HeldMs: number;
  /** The longest gap on the wall clock, ms: the scheduler's share included, for comparison. */
  longestWallMs: number;
  /** False where the kernel's counts are missing (no /proc/thread-self/schedstat): CPU times read 0. */
  exactClock: boolean;
  /** The five stretches that computed longest. */
  slowest: Stretch[];
  /** Garbage collections meanwhile: how many, and the longest (wall clock, ms). */
  gc: { count: number; longestMs: number };
  /** Per request, the most CPU time of a stretch charged to it, longest first. */
  byRequest: [string, number][];
}

interface Run {
  clock: ReturnType<typeof threadClock>;
  timer: NodeJS.Timeout;
  last: { wall: number; idle: number; waited: number; cpu: number };
  held: number[];
  cpus: number[];
  longestCpuMs: number;
  longestWallMs: number;
  slowest: Stretch[];
  byRequest: Map<string, number>;
  active: Map<string, number>;
  recent: Set<string>;
  gc: { count: number; longestMs: number };
  collections: { start: number; end: number }[];
  observer: PerformanceObserver;
}

const sample = (r: Pick<Run, 'clock'>) => ({ wall: performance.now(), idle: performance.eventLoopUtilization().idle, waited: r.clock.waited(), cpu: r.clock.cpu() });

function tick(r: Run): void {
  const now = sample(r);
  const wallMs = now.wall - r.last.wall;
  const idleMs = now.idle - r.last.idle;
  const waitedMs = now.waited - r.last.waited;
  const cpuMs = now.cpu - r.last.cpu;
  const heldMs = Math.max(0, wallMs - Math.max(idleMs, waitedMs));
  r.last = now;
  r.longestWallMs = Math.max(r.longestWallMs, wallMs);
  r.longestCpuMs = Math.max(r.longestCpuMs, cpuMs);
  r.held.push(heldMs);
  r.cpus.push(cpuMs);
  const during = [...new Set([...r.active.keys(), ...r.recent])];
  r.recent.clear();
  if (r.slowest.length < 5 || cpuMs > r.slowest.at(-1)!.cpuMs) {
    r.slowest = [...r.slowest, { cpuMs, heldMs, wallMs, idleMs, waitedMs, gcMs: 0, endedAt: now.wall, during }].sort((x, y) => y.cpuMs - x.cpuMs).slice(0, 5);
  }
  for (const label of during) if (r.byRequest.size < LABELS_KEPT || r.byRequest.has(label)) r.byRequest.set(label, Math.max(r.byRequest.get(label) ?? 0, cpuMs));
}

export function loopProbe() {
  let run: Run | null = null;

  const stop = (): LoopReport | null => {
    const r = run;
    run = null;
    if (!r) return null;
    clearInterval(r.timer);
    r.observer.disconnect();
    r.clock.close();
    const sorted = [...r.held].sort((x, y) => x - y);
    const cpus = [...r.cpus].sort((x, y) => x - y);
    // the collections' entries arrive after them: charged to the stretches now
    const overlap = (a: number, b: number) => r.collections.reduce((sum, c) => sum + Math.max(0, Math.min(b, c.end) - Math.max(a, c.start)), 0);
    for (const stretch of r.slowest) stretch.gcMs = overlap(stretch.endedAt - stretch.wallMs, stretch.endedAt);
    return {
      ticks: sorted.length,
      longestCpuMs: r.longestCpuMs,
      p99CpuMs: cpus[Math.floor(cpus.length * 0.99)] ?? 0,
      longestHeldMs: sorted.at(-1) ?? 0,
      p99HeldMs: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      longestWallMs: r.longestWallMs,
      exactClock: r.clock.exact,
      slowest: r.slowest,
      gc: r.gc,
      byRequest: [...r.byRequest].sort((x, y) => y[1] - x[1]),
    };
  };
  const start = (): void => {
    stop();
    const clock = threadClock();
    const gc = { count: 0, longestMs: 0 };
    const collections: Run['collections'] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        Object.assign(gc, { count: gc.count + 1, longestMs: Math.max(gc.longestMs, entry.duration) });
        collections.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const r: Run = {
      clock, timer: setInterval(() => tick(r), INTERVAL_MS), last: sample({ clock }), held: [], cpus: [], longestCpuMs: 0, longestWallMs: 0, slowest: [],
      byRequest: new Map(), active: new Map(), recent: new Set(), gc, collections, observer,
    };
    r.timer.unref();
    run = r;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const r = run;
    if (!r) return next();
    const label = `${c.req.method} ${c.req.path}`;
    r.recent.add(label);
    r.active.set(label, (r.active.get(label) ?? 0) + 1);
    try {
      await next();
    } finally {
      const left = (r.active.get(label) ?? 1) - 1;
      if (left > 0) r.active.set(label, left);
      else r.active.delete(label);
      r.recent.add(label);
    }
  };

  return { start, stop, middleware };
}

export type LoopProbe = ReturnType<typeof loopProbe>;

/** POST /__test/loop-probe/start, then POST /__test/loop-probe/stop answers the LoopReport. */
export function loopProbeRoutes(probe: LoopProbe): Hono {
  const app = new Hono();
  app.post('/__test/loop-probe/start', (c) => {
    probe.start();
    return c.body(null, 204);
  });
  app.post('/__test/loop-probe/stop', (c) => c.json(probe.stop()));
  return app;
}
