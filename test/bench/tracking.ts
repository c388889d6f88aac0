import type { Browser, CDPSession } from 'playwright-core';
import type { RunningServer } from '../e2e/support/server';

/**
 * The main-thread time the tracking module costs after the load event, at 4x CPU
 * slowdown (issue 11 "Cost"): a CPU profile of a product page from the load event until
 * the tracking calls have gone out, counting every sample whose stack passes through
 * the tracking chunk (web-vitals included, with the browser APIs it calls). Compared
 * with Chromium's TaskDuration of the whole page over the same time. Numbers only.
 */
interface ProfileNode {
  id: number;
  callFrame: { url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const TRACKING = /\/chunks\/tracking\.js$/;

const trackingMs = (profile: Profile): number => {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inTracking = new Map<number, boolean>();
  const check = (id: number): boolean => {
    const known = inTracking.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const result = !!node && (TRACKING.test(node.callFrame.url) || (up !== undefined && check(up)));
    inTracking.set(id, result);
    return result;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let us = 0;
  samples.forEach((id, i) => {
    if (check(id)) us += deltas[i + 1] ?? 0;
  });
  return us / 1000;
};

const taskMs = async (client: CDPSession) =>
  ((await client.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;

export const benchTracking = async (browser: Browser, server: RunningServer): Promise<void> => {
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Performance.enable');
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 100 });
  const hit = page.waitForRequest((r) => r.url().includes('/api/census/RecordHit'), { timeout: 20_000 });
  await page.goto(server.url + '/products/tee-classic', { waitUntil: 'load' });
  await client.send('Profiler.start');
  const atLoad = await taskMs(client);
  await hit;
  await page.waitForTimeout(1500);
  const { profile } = (await client.send('Profiler.stop')) as { profile: Profile };
  const total = (await taskMs(client)) - atLoad;
  await page.close();
  console.log('\nMain-thread time after the load event, /products/tee-classic, 4x CPU slowdown');
  console.log(`  in the tracking chunk (web-vitals included): ${trackingMs(profile).toFixed(1)} ms`);
  console.log(`  the whole page over the same time:          ${total.toFixed(1)} ms`);
};
