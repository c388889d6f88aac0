/**
 * `npx tsx test/bench/profile.ts [path] [runs]` (after a build): where our script time
 * goes on one page, in Chromium at 4x CPU throttling, from navigation until the page has
 * been quiet (network idle, then one second), as `npm run bench` measures it. A sampling
 * CPU profile (DevTools protocol `Profiler`) of `runs` loads (default 5), summed: self
 * time per script file, then per function (top 25), with the V8 phases the profiler
 * names ("(program)", "(garbage collector)"); last, time per function with its callees.
 * BLOCK=<regexp>: requests refused (BLOCK=chunks/tracking: the page without the tracking
 * chunk); FOCUS=<function or file:line:column>: the time below it, by callee. A tool
 * for finding the cost, never a test.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { startServer } from '../e2e/support/server';
import { CPU_THROTTLING, throttledPage } from './page-metrics';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const path = process.argv[2] || '/products/tee-classic';
const runs = Number(process.argv[3]) || 5;

const main = async () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run node scripts/ensure-chromium.mjs');
  const server = await startServer({ RATE_LIMIT: '0', ...(process.env.PAGES_DIR ? { PAGES_DIR: process.env.PAGES_DIR } : {}) });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // FOCUS=<function name or file:line:column>: time of each callee below it
  const focus = process.env.FOCUS;
  const below = new Map<string, number>();
  let scriptTotal = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const { context, page, cdp } = await throttledPage(browser, process.env.BLOCK ? new RegExp(process.env.BLOCK) : undefined);
      await cdp.send('Performance.enable');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
      await page.goto(server.url + path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      scriptTotal += (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const parents = new Map<number, number>();
      profile.nodes.forEach((n) => n.children?.forEach((c) => parents.set(c, n.id)));
      const nameOf = ({ callFrame: { functionName, url, lineNumber, columnNumber } }: ProfileNode) =>
        `${functionName || '(anonymous)'} ${url ? new URL(url).pathname : ''}:${lineNumber + 1}:${columnNumber + 1}`;
      profile.samples.forEach((id, k) => {
        const node = nodes.get(id)!;
        const ms = (profile.timeDeltas[k + 1] ?? 0) / 1000;
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const file = url ? new URL(url).pathname : functionName;
        if (file === '(idle)') return;
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
        const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
        byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
        const onStack = new Set<string>();
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) onStack.add(nameOf(nodes.get(at)!));
        onStack.forEach((name) => inclusive.set(name, (inclusive.get(name) ?? 0) + ms));
        if (focus) {
          let child: number | undefined;
          for (let at: number | undefined = id; at !== undefined; child = at, at = parents.get(at)) {
            if (!nameOf(nodes.get(at)!).includes(focus)) continue;
            const callee = child === undefined ? '(self)' : nameOf(nodes.get(child)!);
            below.set(callee, (below.get(callee) ?? 0) + ms);
            break;
          }
        }
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(`${(v / runs).toFixed(2).padStart(8)} ms  ${k}`));
  console.log(`${path}: ScriptDuration ${(scriptTotal / runs).toFixed(1)} ms a load (mean of ${runs}), ${CPU_THROTTLING}x CPU`);
  console.log('\nSelf time by file (mean a load)');
  top(byFile, 20);
  console.log('\nSelf time by function (mean a load)');
  top(byFunction, 25);
  console.log('\nTotal time by function, callees included (mean a load)');
  top(inclusive, 40);
  if (focus) {
    console.log(`\nBelow ${focus}, by callee (mean a load)`);
    top(below, 30);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
