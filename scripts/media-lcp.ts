/**
 * The second half of `npm run bench:media`: the product page's largest contentful paint at
 * 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), with its pictures and with every
 * picture request refused (the page as it was before product media), 7 loads each after
 * one warm-up, on a fresh data folder whose pictures are rendered before timing
 * (docs/performance.md "Product media"). Prints the median and what the largest paint was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from './backend-process.js';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium-path.mjs';

const LOADS = 7;
const PAGE = '/products/tee-classic';


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-media-lcp-'));
const { url, child } = await startBackend(dataDir, 4960 + (process.pid % 15));
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  for (const [label, images] of [['with pictures', true], ['without pictures', false]] as const) {
    const values: number[] = [];
    let element = '';
    for (let i = 0; i <= LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
      const page = await context.newPage();
      if (!images) await page.route('**/media/**', (route) => route.abort());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url + PAGE, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const lcp = await page.evaluate(
        () =>
          new Promise<{ at: number; what: string }>((done) =>
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              const el = last.element;
              done({ at: last.startTime, what: el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?' });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      if (i > 0) values.push(lcp.at); // the first load warms the pictures' cache and the browser
      element = lcp.what;
      await context.close();
    }
    console.log(`${PAGE} at 4x CPU, ${label}: LCP median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, ${LOADS} loads), largest paint: ${element}`);
  }
} finally {
  await browser.close();
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
