/**
 * `npx tsx test/bench/platform-cost.ts [loads]` (after a build): what the browser calls our
 * script makes cost the main thread, in Chromium at 4x CPU throttling, on a product page of
 * the reference backend with the SDK refused (so nothing else runs):
 * - the first call of each API a page's SDK makes at mount (the first `import()` of a
 *   chunk, the first `document.cookie` read, the observers, the listeners, the stylesheet,
 *   the BroadcastChannel), in the order the loader and the widgets make them: the floor
 *   under the widgets' script time;
 * - each way a tracking call can leave the page (fetch with and without `keepalive` and
 *   `AbortSignal.timeout`, `sendBeacon` with a string or a Blob, XHR), and a cookie read
 *   and write, the mean of 10 calls in a row: the floor under tracking's.
 * Each figure is the median over `loads` page loads (default 5). docs/performance.md
 * "Where the script time goes". A tool, never a test.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { startServer } from '../e2e/support/server';
import { CPU_THROTTLING, median, throttledPage } from './page-metrics';

const loads = Number(process.argv[2]) || 5;

/** Runs in the page (a string: tsx's helpers do not exist there). */
const FIRST_CALLS = `(() => {
  const out = {};
  const time = (name, call) => { const start = performance.now(); call(); out[name] = performance.now() - start; };
  time('new URL (the chunks\\' base)', () => new URL('chunks/', location.href).href);
  time('the configuration: read and JSON.parse', () => JSON.parse(document.getElementById('storefront-config')?.textContent || '{}'));
  time('new IntersectionObserver', () => new IntersectionObserver(() => {}, { rootMargin: '200px' }));
  time('4 capturing listeners on the document', () => { for (const t of ['pointerdown', 'focusin', 'keydown', 'click']) document.addEventListener(t, () => {}, true); });
  time('querySelectorAll of the islands', () => document.querySelectorAll('[data-storefront]').length);
  time('new MutationObserver, observe the subtree', () => new MutationObserver(() => {}).observe(document.documentElement, { childList: true, subtree: true }));
  time('requestIdleCallback', () => requestIdleCallback(() => {}, { timeout: 3000 }));
  time('the first import() of a chunk', () => import('/storefront/chunks/cart-pill.js').catch(() => 0));
  time('a second import()', () => import('/storefront/chunks/cart-quantity.js').catch(() => 0));
  time('the first document.cookie read', () => document.cookie);
  time('new BroadcastChannel', () => new BroadcastChannel('storefront-bench'));
  time('a constructed stylesheet, adopted', () => { const sheet = new CSSStyleSheet(); sheet.replaceSync('[data-storefront] :focus-visible{outline:2px solid}'); document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; });
  return out;
})()`;

const REQUESTS = `(async () => {
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
  const first: Record<string, number>[] = [];
  const requests: Record<string, number>[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const { context, page } = await throttledPage(browser, /\/storefront\/storefront\.js/);
      await page.goto(server.url + '/products/tee-classic', { waitUntil: 'load' });
      first.push((await page.evaluate(FIRST_CALLS)) as Record<string, number>);
      requests.push((await page.evaluate(REQUESTS)) as Record<string, number>);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const print = (title: string, runs: Record<string, number>[]) => {
    console.log(`\n${title}, Chromium at ${CPU_THROTTLING}x CPU, median of ${loads} loads`);
    let total = 0;
    for (const name of Object.keys(runs[0] ?? {})) {
      const ms = median(runs.map((r) => r[name]!));
      total += ms;
      console.log(`${name.padEnd(44)} ${ms.toFixed(2).padStart(6)} ms`);
    }
    return total;
  };
  const total = print('The first call of each API the mount makes, in a fresh page', first);
  console.log(`${'all of them'.padEnd(44)} ${total.toFixed(2).padStart(6)} ms`);
  print('One call (the mean of 10 in a row)', requests);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
