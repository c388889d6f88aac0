/**
 * `DIST_B=<folder> npx tsx test/bench/compare.ts [path] [runs]`: this build (dist/)
 * against another build of the SDK (DIST_B, e.g. the main branch's dist/, built in a
 * copy of the repository), on the same page, measured as `npm run bench` measures it
 * (test/bench/page-metrics.ts: 4x CPU, until quiet + 1 s), the two loaded in turn so
 * that a busy machine slows both alike; medians of `runs` loads each (default 9).
 * BLOCK=<regexp>: requests refused in both. A tool for telling a change's effect on a
 * noisy machine, never a test.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { startServer } from '../e2e/support/server';
import { type PageMetrics, measure, median } from './page-metrics';

const path = process.argv[2] || '/products/tee-classic';
const runs = Number(process.argv[3]) || 9;
const other = process.env.DIST_B;

const main = async () => {
  if (!other) throw new Error('DIST_B=<folder of the other build> is required');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run node scripts/ensure-chromium.mjs');
  const servers = [await startServer({ RATE_LIMIT: '0' }), await startServer({ RATE_LIMIT: '0', DIST_DIR: other })];
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const block = process.env.BLOCK ? { block: new RegExp(process.env.BLOCK) } : {};
  const all: PageMetrics[][] = [[], []];
  try {
    for (let i = 0; i < runs; i++)
      for (const k of i % 2 ? [1, 0] : [0, 1]) all[k]!.push(await measure(browser, servers[k]!.url + path, block));
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
  const row = (name: string, m: PageMetrics[]) => {
    const pick = (key: 'scriptMs' | 'taskMs' | 'tbtMs') => median(m.map((x) => x[key])).toFixed(1).padStart(8);
    const least = Math.min(...m.map((x) => x.scriptMs)).toFixed(1).padStart(12);
    console.log(`${name.padEnd(28)}${pick('scriptMs')}${pick('taskMs')}${pick('tbtMs')}${least}`);
  };
  console.log(`${path}, 4x CPU, median of ${runs} loads each, in turn${process.env.BLOCK ? `, ${process.env.BLOCK} refused` : ''}`);
  // the least script time of the loads: the one a busy machine slowed least
  console.log(`${''.padEnd(28)}${'script'.padStart(8)}${'tasks'.padStart(8)}${'TBT'.padStart(8)}${'least script'.padStart(13)}`);
  row('this build (dist/)', all[0]!);
  row(`DIST_B (${other})`.slice(0, 27), all[1]!);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
