import type { Browser, Page } from 'playwright-core';

/**
 * One measured page load in Chromium at 4x CPU throttling (DevTools protocol), as the
 * issue asks: script time and main-thread task time (Performance.getMetrics), total
 * blocking time (sum over long tasks of their time beyond 50 ms) and layout shift (sum
 * of shifts without recent input), from navigation until the page has been quiet
 * (network idle, then one second), plus the JavaScript it loaded.
 */
export interface PageMetrics {
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  tbtMs: number;
  cls: number;
  /** largest contentful paint of the top frame (ms after navigation; a frame's own content, such as the Buy Button's, is not the page's) */
  lcpMs: number;
  /** the LCP element (tag and classes; of the first load in medians) */
  lcpElement: string;
  scripts: string[];
}

export const CPU_THROTTLING = 4;
/**
 * The slow phone network of issue 31 (DevTools protocol `Network.emulateNetworkConditions`,
 * Lighthouse's "slow 4G"): 150 ms round trip, 1.6 Mbps down, 750 kbps up.
 */
export const SLOW_PHONE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const observe = () => {
  const w = window as unknown as { __bench: { tbt: number; cls: number; lcp: number; lcpElement: string } };
  w.__bench = { tbt: 0, cls: 0, lcp: 0, lcpElement: '' };
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const element = (e as PerformanceEntry & { element: Element | null }).element;
      w.__bench.lcp = e.startTime;
      w.__bench.lcpElement = element ? [element.tagName.toLowerCase(), ...element.classList].join('.') : '(removed)';
    }),
  ).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__bench.tbt += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) w.__bench.cls += shift.value;
    }),
  ).observe({ type: 'layout-shift', buffered: true });
};

export interface LoadOptions {
  /** requests refused */
  block?: RegExp;
  /** the slow phone network (SLOW_PHONE) as well as the CPU throttling */
  network?: boolean;
}

/**
 * Until no request of the page has been under way for `still` ms (at most 30 s, then on:
 * a page that never goes quiet is measured as it is). After a load, the default is what
 * the bench calls quiet: about Playwright's network idle (500 ms) and one second more.
 */
export const quiet = async (page: Page, inFlight: { n: number }, still = 1500): Promise<void> => {
  for (let quietFor = 0, waited = 0; quietFor < still && waited < 30_000; waited += 100) {
    await page.waitForTimeout(100);
    quietFor = inFlight.n > 0 ? 0 : quietFor + 100;
  }
};

/**
 * A page in a fresh context (1280 x 800), CPU throttled, `block`'s requests refused, with
 * its DevTools session and the count of its requests under way (for `quiet`).
 */
export async function throttledPage(browser: Browser, block?: RegExp, options: { network?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000); // a 100-block page's load on the slow network, on a busy machine
  const inFlight = { n: 0 };
  page.on('request', () => inFlight.n++);
  page.on('requestfinished', () => inFlight.n--);
  page.on('requestfailed', () => inFlight.n--);
  if (block) await page.route(block, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
  }
  return { context, page, cdp, inFlight };
}

export async function measure(browser: Browser, url: string, options: LoadOptions = {}): Promise<PageMetrics> {
  const { context, page, cdp, inFlight } = await throttledPage(browser, options.block, options);
  await cdp.send('Performance.enable');
  await page.addInitScript(observe);
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  await quiet(page, inFlight);
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const perf = await page.evaluate(() => (window as unknown as { __bench: { tbt: number; cls: number; lcp: number; lcpElement: string } }).__bench);
  await context.close();
  return { scriptMs: metric('ScriptDuration'), taskMs: metric('TaskDuration'), layoutMs: metric('LayoutDuration'), tbtMs: perf.tbt, cls: perf.cls, lcpMs: perf.lcp, lcpElement: perf.lcpElement, scripts: [...scripts] };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Medians of `runs` loads of `url`. */
export async function medianMetrics(browser: Browser, url: string, runs: number, options: LoadOptions = {}): Promise<PageMetrics> {
  const all: PageMetrics[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure(browser, url, options));
  return medianOf(all);
}

/** The medians of several loads' metrics (the scripts and LCP element of the first). */
export function medianOf(all: PageMetrics[]): PageMetrics {
  const pick = (key: 'scriptMs' | 'taskMs' | 'layoutMs' | 'tbtMs' | 'cls' | 'lcpMs') => median(all.map((m) => m[key]));
  return { scriptMs: pick('scriptMs'), taskMs: pick('taskMs'), layoutMs: pick('layoutMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), lcpMs: pick('lcpMs'), lcpElement: all[0]?.lcpElement ?? '', scripts: all[0]?.scripts ?? [] };
}
