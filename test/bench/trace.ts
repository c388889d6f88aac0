import type { Browser } from 'playwright-core';
import { quiet, throttledPage } from './page-metrics';

/**
 * A Chromium trace of one page load as the bench measures a page (4x CPU, a fresh context,
 * from navigation until the page has been quiet: network idle, then one second), and what
 * the bench reads in it: the renderer's main thread, its tasks, and how much of the
 * blocking time is our script's. Shared by `long-tasks.ts` and `peers.ts`.
 */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; type?: string; frame?: string; stackTrace?: { url: string }[] };
  };
}

/** Our script: the loader and its chunks. */
export const OURS = /\/storefront\.js|\/chunks\//;

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];

/** The trace events of one load of `url` (`block`: requests refused; `network`: the slow phone network too). */
export async function traceLoad(browser: Browser, url: string, block?: RegExp, options: { network?: boolean } = {}): Promise<TraceEvent[]> {
  const { context, page, inFlight } = await throttledPage(browser, block, options);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await quiet(page, inFlight);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

/** The complete events of the renderer main thread that evaluated the SDK's script (`sdk`: ours by default), in order (none: the SDK did not run). */
export function mainThread(events: TraceEvent[], sdk: RegExp = OURS): TraceEvent[] {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.tid === e.tid && /^(EvaluateScript|v8\.compileModule)$/.test(x.name) && sdk.test(x.args?.data?.url || '')),
  );
  if (!main) return [];
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
}

/** The outermost task events (a RunTask may hold a ThreadControllerImpl::RunTask). */
export function tasksOf(onMain: TraceEvent[]): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  for (const e of onMain) if ((e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && !tasks.some((t) => e.ts < t.ts + t.dur!)) tasks.push(e);
  return tasks;
}

/** The events inside task `t`, tasks excluded. */
export const insideTask = (onMain: TraceEvent[], t: TraceEvent): TraceEvent[] =>
  onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && !/RunTask/.test(e.name));

/**
 * Whether an event is the SDK's script running (`sdk`: its files): its evaluation, a call
 * into its code (listeners, timers, promise reactions), a chunk's compilation; and every
 * module evaluation, which names no file: on the bench's pages the only modules are the
 * SDK's (our chunks; drop-in.js's).
 */
const isSdk = (e: TraceEvent, sdk: RegExp): boolean =>
  e.name === 'v8.evaluateModule' || (/^(EvaluateScript|FunctionCall|v8\.compileModule|v8\.compile)$/.test(e.name) && sdk.test(e.args?.data?.url || ''));

/** Microseconds covered by `events` (nested and overlapping ones counted once). */
const covered = (events: TraceEvent[]): number => {
  let total = 0;
  let end = -Infinity;
  for (const e of events) {
    const stop = e.ts + e.dur!;
    if (stop <= end) continue;
    total += stop - Math.max(e.ts, end);
    end = stop;
  }
  return total;
};

/**
 * Total blocking time (ms: each task's time beyond 50 ms, summed) and the part of it that
 * is our script's: in each long task, our script's time in it, up to the task's time beyond
 * 50 ms. What the page would block for less were our script not run in its long tasks.
 */
export function blockingTime(events: TraceEvent[], sdk: RegExp = OURS): { tbt: number; ours: number } {
  const onMain = mainThread(events, sdk);
  let tbt = 0;
  let ours = 0;
  for (const t of tasksOf(onMain)) {
    const beyond = t.dur! - 50_000;
    if (beyond <= 0) continue;
    tbt += beyond;
    ours += Math.min(beyond, covered(insideTask(onMain, t).filter((e) => isSdk(e, sdk))));
  }
  return { tbt: tbt / 1000, ours: ours / 1000 };
}

/**
 * The longest task (ms) of the busiest renderer main thread in a trace taken after the
 * load (no script evaluation in it to find the page's thread by): what scrolling waited
 * for at worst.
 */
export function longestTask(events: TraceEvent[]): number {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let longest = 0;
  let busiest = -1;
  for (const m of mains) {
    const tasks = tasksOf(events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts));
    const busy = tasks.reduce((n, t) => n + t.dur!, 0);
    if (busy > busiest) {
      busiest = busy;
      longest = Math.max(0, ...tasks.map((t) => t.dur!)) / 1000;
    }
  }
  return longest;
}
