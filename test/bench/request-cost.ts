/**
 * `npx tsx test/bench/request-cost.ts [loads]` (after a build): what one tracking call
 * costs the main thread, in Chromium at 4x CPU throttling, on a product page of the
 * reference backend with the SDK refused (so nothing else runs): the synchronous part of
 * each way a call can leave the page (fetch with and without `keepalive` and
 * `AbortSignal.timeout`, `sendBeacon` with a string or a Blob, XHR), and of a
 * `document.cookie` read and write. Each figure is the median, over `loads` page loads
 * (default 5), of the mean of 10 calls in a row. The floor under tracking's script time
 * (docs/performance.md "Where the script time goes"). A tool, never a test.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { startServer } from '../e2e/support/server';
import { CPU_THROTTLING, median, throttledPage } from './page-metrics';

const loads = Number(process.argv[2]) || 5;

/** Runs in the page (a string: tsx's helpers do not exist there). */
const inPage = `(async () => {
  const url = '/api/census/button-render';
  const body = JSON.stringify({ visitorCookie: 'x|1|1|1|1', title: 'T-shirt classique', pagePath: '/products/tee-classic', filler: 'x'.repeat(400) });
  const json = { 'Content-Type': 'application/json' };
  const ways = {
    'fetch, keepalive, AbortSignal.timeout': () => fetch(url, { method: 'POST', body, headers: json, keepalive: true, signal: AbortSignal.timeout(2500) }).catch(() => 0),
    'fetch, keepalive': () => fetch(url, { method: 'POST', body, headers: json, keepalive: true }).catch(() => 0),
    'fetch': () => fetch(url, { method: 'POST', body, headers: json }).catch(() => 0),
    'sendBeacon, string (text/plain)': () => navigator.sendBeacon(url, body),
    'sendBeacon, Blob (application/json)': () => navigator.sendBeacon(url, new Blob([body], { type: 'application/json' })),
    'XMLHttpRequest': () => { const x = new XMLHttpRequest(); x.open('POST', url); x.setRequestHeader('Content-Type', 'text/plain'); x.send(body); },
    'document.cookie read': () => document.cookie,
    'document.cookie write': () => { document.cookie = 'bench=' + Math.random() + '; Path=/; Max-Age=60; SameSite=Lax'; },
  };
  const out = {};
  for (const [name, call] of Object.entries(ways)) {
    await new Promise((r) => setTimeout(r, 400)); // the previous calls' responses handled first
    const start = performance.now();
    for (let i = 0; i < 10; i++) call();
    out[name] = (performance.now() - start) / 10;
  }
  return out;
})()`;

const main = async () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run node scripts/ensure-chromium.mjs');
  const server = await startServer({ RATE_LIMIT: '0' });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const all: Record<string, number>[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const { context, page } = await throttledPage(browser, /\/storefront\//);
      await page.goto(server.url + '/products/tee-classic', { waitUntil: 'load' });
      all.push((await page.evaluate(inPage)) as Record<string, number>);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`One call's main-thread time, Chromium at ${CPU_THROTTLING}x CPU, median of ${loads} loads (mean of 10 calls each)`);
  for (const name of Object.keys(all[0] ?? {})) console.log(`${name.padEnd(40)} ${median(all.map((r) => r[name]!)).toFixed(2).padStart(6)} ms`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
