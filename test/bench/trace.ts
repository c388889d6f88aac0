import type { Browser } from 'playwright-core';
import { throttledPage } from './page-metrics';

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

/** The trace events of one load of `url` (`block`: requests refused). */
export async function traceLoad(browser: Browser, url: string, block?: RegExp): Promise<TraceEvent[]> {
  const { context, page } = await throttledPage(browser, block);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

/** The complete events of the renderer main thread that evaluated our loader, in order (none: the SDK did not run). */
export function mainThread(events: TraceEvent[]): TraceEvent[] {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'EvaluateScript' && OURS.test(x.args?.data?.url || '')),
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
 * Whether an event is our script running: the loader's evaluation, a call into our code
 * (listeners, timers, promise reactions), a chunk's compilation; and every module
 * evaluation, which names no file: on our pages the only modules are our chunks.
 */
const isOurs = (e: TraceEvent): boolean => e.name === 'v8.evaluateModule' || (/^(EvaluateScript|FunctionCall|v8\.compileModule|v8\.compile)$/.test(e.name) && OURS.test(e.args?.data?.url || ''));

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
export function blockingTime(events: TraceEvent[]): { tbt: number; ours: number } {
  const onMain = mainThread(events);
  let tbt = 0;
  let ours = 0;
  for (const t of tasksOf(onMain)) {
    const beyond = t.dur! - 50_000;
    if (beyond <= 0) continue;
    tbt += beyond;
    ours += Math.min(beyond, covered(insideTask(onMain, t).filter(isOurs)));
  }
  return { tbt: tbt / 1000, ours: ours / 1000 };
}
