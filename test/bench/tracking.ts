import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../e2e/support/server';
import { CPU_THROTTLING, median } from './page-metrics';
import { RUNS } from './peers';

/**
 * The main-thread time the tracking module costs after the load event, at 4x CPU
 * slowdown (issue 11 "Cost"): a CPU profile of a product page, from the load event until
 * the tracking calls have gone out and the page has been quiet for 1.5 s, counting every
 * sample whose stack passes through the tracking chunk or a chunk it adds
 * (dist/size/tracking/: web-vitals included, with the browser APIs they call), beside
 * every busy sample of the same profile (all but idle); and, from a trace of the same
 * load, the main-thread tasks that ran tracking code (issue 11: none over 50 ms). A fresh
 * browser context per load (a first visit each time); the median of RUNS loads. Numbers
 * only, never asserted.
 */
interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const trackingFiles = (): Set<string> => new Set(readdirSync(resolve(import.meta.dirname, '../../dist/size/tracking')));

interface ProfileTimes {
  /** Milliseconds of the profile's samples in the tracking chunks, and of all its busy (non-idle) samples. */
  tracking: number;
  busy: number;
  /** When each tracking sample was taken (µs, the browser's monotonic clock, as the trace's). */
  trackingAt: number[];
}

const profileMs = (profile: Profile, files: Set<string>): ProfileTimes => {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inTracking = new Map<number, boolean>();
  const ours = (url: string) => /\/chunks\/[\w-]+\.js$/.test(url) && files.has(url.slice(url.lastIndexOf('/') + 1));
  const check = (id: number): boolean => {
    const known = inTracking.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const result = !!node && (ours(node.callFrame.url) || (up !== undefined && check(up)));
    inTracking.set(id, result);
    return result;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let tracking = 0;
  let busy = 0;
  let at = profile.startTime;
  const trackingAt: number[] = [];
  samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    const us = deltas[i + 1] ?? 0;
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    busy += us;
    if (!check(id)) return;
    tracking += us;
    trackingAt.push(at);
  });
  return { tracking: tracking / 1000, busy: busy / 1000, trackingAt };
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The durations (ms) of the page's main-thread tasks that ran tracking code: the trace's
 * `RunTask` events holding a tracking sample of the profile, on the renderer main thread
 * whose tasks hold the most of them.
 */
const trackingTasks = (events: TraceEvent[], trackingAt: number[]): number[] => {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    const end = e.ts + (e.dur ?? 0);
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mains.has(thread) || !trackingAt.some((t) => t >= e.ts && t <= end)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), (e.dur ?? 0) / 1000]);
  }
  const total = (tasks: number[]) => tasks.reduce((a, b) => a + b, 0);
  return [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
};

interface LoadTimes extends ProfileTimes {
  /** The main-thread tasks that ran tracking code (ms). */
  tasks: number[];
}

const once = async (browser: Browser, url: string, files: Set<string>): Promise<LoadTimes> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 100 });
  const hit = page.waitForRequest((r) => r.url().includes('/api/census/RecordHit'), { timeout: 20_000 });
  // RunTask, the main thread's tasks, is in the second category
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await client.send('Profiler.start');
  await hit;
  await page.waitForTimeout(1500);
  const { profile } = (await client.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const times = profileMs(profile, files);
  return { ...times, tasks: trackingTasks(trace.traceEvents, times.trackingAt) };
};

export const benchTracking = async (browser: Browser, server: RunningServer): Promise<void> => {
  const files = trackingFiles();
  const runs: LoadTimes[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(browser, server.url + '/products/tee-classic', files));
  const longest = runs.map((r) => Math.max(0, ...r.tasks));
  console.log(`\nMain-thread time after the load event, /products/tee-classic, ${CPU_THROTTLING}x CPU slowdown, median of ${RUNS} loads`);
  console.log(`  in tracking (${[...files].sort().join(', ')}; web-vitals included): ${median(runs.map((r) => r.tracking)).toFixed(1)} ms`);
  console.log(`  the main thread busy over the same time (same profile):   ${median(runs.map((r) => r.busy)).toFixed(1)} ms`);
  console.log(
    `  tasks that ran tracking code: ${median(runs.map((r) => r.tasks.length))} a load; the longest, median ${median(longest).toFixed(1)} ms, worst ${Math.max(...longest).toFixed(1)} ms; over 50 ms: ${runs.map((r) => r.tasks.filter((t) => t > 50).length).join(', ')} (each load)`,
  );
};
