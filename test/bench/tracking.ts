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
 * every busy sample of the same profile (all but idle). A fresh browser context per
 * load (a first visit each time); the median of RUNS loads. Numbers only, never asserted.
 */
interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const trackingFiles = (): Set<string> => new Set(readdirSync(resolve(import.meta.dirname, '../../dist/size/tracking')));

/** Milliseconds of the profile's samples in the tracking chunks, of all its busy (non-idle) samples, and of its longest task with tracking in it. */
interface ProfileTimes {
  tracking: number;
  busy: number;
  /** The longest run of busy samples (a task, approximately) with tracking samples in it, and tracking's share of it. */
  longestTask: number;
  longestTaskTracking: number;
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
  // a task: a run of busy samples between idle ones; the longest run with tracking in it
  let run = { busy: 0, tracking: 0 };
  let longest = { busy: 0, tracking: 0 };
  samples.forEach((id, i) => {
    const us = deltas[i + 1] ?? 0;
    if (byId.get(id)?.callFrame.functionName === '(idle)') {
      run = { busy: 0, tracking: 0 };
      return;
    }
    busy += us;
    run.busy += us;
    if (check(id)) {
      tracking += us;
      run.tracking += us;
    }
    if (run.tracking && run.busy > longest.busy) longest = { ...run };
  });
  return { tracking: tracking / 1000, busy: busy / 1000, longestTask: longest.busy / 1000, longestTaskTracking: longest.tracking / 1000 };
};

const once = async (browser: Browser, url: string, files: Set<string>) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 100 });
  const hit = page.waitForRequest((r) => r.url().includes('/api/census/RecordHit'), { timeout: 20_000 });
  await page.goto(url, { waitUntil: 'load' });
  await client.send('Profiler.start');
  await hit;
  await page.waitForTimeout(1500);
  const { profile } = (await client.send('Profiler.stop')) as { profile: Profile };
  await context.close();
  return profileMs(profile, files);
};

export const benchTracking = async (browser: Browser, server: RunningServer): Promise<void> => {
  const files = trackingFiles();
  const runs: ProfileTimes[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(browser, server.url + '/products/tee-classic', files));
  console.log(`\nMain-thread time after the load event, /products/tee-classic, ${CPU_THROTTLING}x CPU slowdown, median of ${RUNS} loads`);
  console.log(`  in tracking (${[...files].sort().join(', ')}; web-vitals included): ${median(runs.map((r) => r.tracking)).toFixed(1)} ms`);
  console.log(`  the main thread busy over the same time (same profile):   ${median(runs.map((r) => r.busy)).toFixed(1)} ms`);
  console.log(
    `  the longest task with tracking in it (busy samples between idle ones): median ${median(runs.map((r) => r.longestTask)).toFixed(1)} ms (${median(runs.map((r) => r.longestTaskTracking)).toFixed(1)} ms of it tracking), worst ${Math.max(...runs.map((r) => r.longestTask)).toFixed(1)} ms`,
  );
};
