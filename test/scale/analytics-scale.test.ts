import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../examples/server/db.js';
import type { LoopReport } from '../../examples/server/loop-probe.js';
import type { PruneReport } from '../../examples/server/tracking/prune.js';
import { trackingStore } from '../../examples/server/tracking/store.js';
import { E2E_OWNER_PASSWORD, type RunningServer, startServer } from '../e2e/support/server.js';

/**
 * Issue 28 row 5's acceptance: with 1,000,000 stored tracking calls (a quarter of them past
 * the 90-day retention), the real server (a process of its own, as in production) prunes
 * them while the owner analytics page is viewed, stock calls go out every 10 ms and
 * beacons every 20 ms. Passes when no single turn of the server's event loop computed
 * 50 ms, the whole pruning round included, measured inside the server by its loop probe
 * (examples/server/loop-probe.ts), nor any pruning step; the owner page's median answer
 * is under 300 ms; every beacon acknowledged is stored, none refused.
 *
 * Why CPU time per turn, not the wall clock: the bound is about what the server's own
 * code does, and on the wall clock this shared 2-core machine alone delays a turn, an
 * answer or a timer by hundreds of ms at times (other processes hold the CPUs; the same
 * delay shows on a quiet loop), so a wall-clock bound would fail on the neighbours' work
 * and could not tell a handler that computes from a machine that is busy. The main
 * thread's CPU time per turn (the kernel's count) is not inflated by waiting for a CPU,
 * and a handler that computes 50 ms, or a garbage collection that does, always shows in
 * it. What it leaves out is time blocked in a system call: SQLite's log syncs on the
 * writing thread (synchronous=NORMAL) take 3–148 ms each on this shared disk; that
 * share is printed (the probe's "held"), not held to the bound (docs/reliability.md
 * "Analytics at scale").
 */
const EVENTS = 1_000_000;
const DAY = 24 * 60 * 60 * 1000;
const PAGE_MS = 300;
const HOLD_MS = 50;
const WRITER_PATH = '/scale-writer';
/** The pruning round's retention: the calls span 120 days, so it has a quarter of them to delete. */
const RETENTION_DAYS = 90;

const page = {
  title: 'T', pageId: 'p', contentSource: 'item', pagePath: '/products/tee-classic', userAgent: 'ua', clientDate: 1,
  viewportWidth: 1, viewportHeight: 1, screenWidth: 1, screenHeight: 1, websiteId: 's', templateId: 't', locale: 'fr-FR', queryString: '', referrer: '', localStorageWorks: true,
} as const;
const content = (props: Record<string, unknown>) => ({
  analytics_id: 'a', session_id: 's', marketing_id: null, browser_language: 'fr', window_width: 1, window_height: 1, page_host: 'h', page_path: '/p',
  page_query: '', page_referrer: '', user_agent: 'ua', occurred_at: 1, source_environment: 'storefront', context_website_id: 's', destination_url: null,
  member_account_id: null, object_identifier: null, resolved_locale: 'fr', website_locale: 'fr-FR', member_account_locale: null, event_properties: props,
});
const ITEMS = ['tee-classic', 'carnet-simple', 'mug-duo', 'guide-numerique'];

let server: RunningServer;

/** Raw rows made by SQLite itself (a recursive counter), spread evenly over 120 days: the bulk of the million. */
function bulkRawRows(db: Db, count: number, start: number) {
  const spread = (table: string, columns: string, values: string, n: number) =>
    db.exec(`WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ${n - 1})
      INSERT INTO ${table} (${columns}, created) SELECT ${values}, ${start} + (i * ${120 * DAY}) / ${n} FROM k`);
  spread('tracking_hits', 'kind, event, visitor_id, page_path, payload', `'hit', 'view', 'v' || (i % 50000), '/products/tee-classic', '{}'`, count * 0.7);
  spread('analytics_events', 'channel, name, page_path, payload', `'events-service', 'product-view', '/p', '{"event_properties":{"itemId":"tee-classic"}}'`, count * 0.2);
  spread('performance_records', 'metric, value, rating, element_path, page_path', `'LCP', 800 + (i % 3000), 'good', NULL, '/'`, count * 0.1);
}

beforeAll(async () => {
  // nothing is pruned at start: the test starts the run it measures (POST /__test/tracking/prune)
  server = await startServer({ RATE_LIMIT: '0', TRACKING_RETENTION_DAYS: '36500', TRACKING_MAX_ROWS: '100000000' });
  // the million rows go in through a connection of the test's own, the server idle meanwhile
  const db = openDb(server.dataDir);
  const start = Date.now() - 120 * DAY;
  const began = performance.now();
  // test set-up on a machine shared by many: fewer disk syncs while the million rows go in
  db.pragma('synchronous = OFF');
  db.transaction(() => bulkRawRows(db, EVENTS - 24_000, start))();
  // and 24,000 calls through the store itself (raw rows and roll-ups), over the same 120 days
  let now = start;
  const store = trackingStore(db, () => now);
  db.transaction(() => {
    for (let i = 0; i < 24_000; i++) {
      now = start + Math.floor((i / 24_000) * 120 * DAY);
      const item = ITEMS[i % ITEMS.length]!;
      if (i % 10 === 0) store.event2({ eventSchemaName: 'add-to-cart', eventContent: content({ value: 25, item: { itemId: item, quantity: 1 } }) });
      else if (i % 10 === 1) store.event2({ eventSchemaName: 'product-view', eventContent: content({ itemId: item }) });
      else if (i % 100 === 2) store.event2({ eventSchemaName: 'purchase', eventContent: content({ value: 49.9 }) });
      else if (i % 10 === 2) store.records([{ metric: 'LCP', value: 800 + (i % 3000), rating: 'good', elementPath: null, pagePath: '/', websiteId: 's', recordedAt: 1 }]);
      else store.hit('hit', 'view', { ...page, visitorCookie: `v${i % 5_000}|1|1|${Math.floor(i / 7)}|1` });
    }
  })();
  db.pragma('synchronous = NORMAL');
  // the bulk load's write-ahead log is copied into the store now, as a running server does every 1,000 pages
  db.pragma('wal_checkpoint(TRUNCATE)');
  const stored = ['tracking_hits', 'analytics_events', 'performance_records'].reduce(
    (sum, t) => sum + (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n,
    0,
  );
  expect(stored).toBe(EVENTS);
  console.log(`[analytics-scale] ${stored.toLocaleString('en')} calls stored in ${Math.round(performance.now() - began)} ms`);
  db.close();
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** A signed-in owner's cookies over real HTTP. */
async function ownerCookies(): Promise<string> {
  const form = await fetch(`${server.url}/owner/sign-in`);
  const crumb = /crumb=([^;]+)/.exec(form.headers.getSetCookie().join('; '))?.[1] ?? '';
  const res = await fetch(`${server.url}/owner/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: `crumb=${crumb}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ crumb, next: '/owner/analytics', password: E2E_OWNER_PASSWORD }).toString(),
  });
  const owner = /sf_owner=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1] ?? '';
  expect(owner).not.toBe('');
  const cookies = `crumb=${crumb}; sf_owner=${owner}`;
  await timed('/owner/analytics', { headers: { Cookie: cookies } }); // the process's first view (its first render), not measured
  return cookies;
}

const timed = async (path: string, init?: RequestInit): Promise<[number, Response]> => {
  const t = performance.now();
  const res = await fetch(server.url + path, init);
  await res.arrayBuffer();
  return [performance.now() - t, res];
};
const post = (path: string, body?: unknown) =>
  fetch(server.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? null : JSON.stringify(body) });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `send` every `everyMs` until `until` settles; the statuses and wall times. */
async function repeat(until: Promise<unknown>, everyMs: number, send: () => Promise<[number, Response]>) {
  let running = true;
  void until.finally(() => (running = false));
  const statuses: number[] = [];
  const times: number[] = [];
  while (running) {
    const [ms, res] = await send();
    statuses.push(res.status);
    times.push(ms);
    await pause(everyMs);
  }
  return { statuses, times };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const beacon = () =>
  timed('/api/events/service', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ eventSchemaName: 'add-to-cart', eventContent: { ...content({ value: 25, item: { itemId: 'mug-duo', quantity: 1 } }), page_path: WRITER_PATH } }),
  });

/**
 * A round: the loop probe on; owner page views one after another (at least five), a stock
 * call every 10 ms and a beacon every 20 ms, until a pruning run (to `retentionDays` and
 * 1,000,000 rows per table) ends, or for `warmUpMs`.
 */
async function round(cookies: string, run: { retentionDays: number } | { warmUpMs: number }) {
  expect((await post('/__test/loop-probe/start')).status).toBe(204);
  const pruning: Promise<PruneReport | null> =
    'retentionDays' in run
      ? post('/__test/tracking/prune', { retentionDays: run.retentionDays, maxRows: 1_000_000 }).then((r) => r.json() as Promise<PruneReport>)
      : pause(run.warmUpMs).then(() => null);
  const stock = repeat(pruning, 10, () => timed('/api/commerce/inventory/stock/?itemId=tee-classic'));
  const beacons = repeat(pruning, 20, beacon);
  const pages: number[] = [];
  const pageStatuses: number[] = [];
  let done = false;
  void pruning.finally(() => (done = true));
  while (!done || pages.length < 5) {
    const [ms, res] = await timed('/owner/analytics', { headers: { Cookie: cookies } });
    pages.push(ms);
    pageStatuses.push(res.status);
  }
  const prune = await pruning;
  const [s, b] = await Promise.all([stock, beacons]);
  const loop = (await (await post('/__test/loop-probe/stop')).json()) as LoopReport;
  return { prune, stock: s, beacons: b, pages, pageStatuses, loop };
}

const describeLoop = (l: LoopReport) =>
  `CPU time without a turn of the loop: p99 ${l.p99CpuMs.toFixed(1)} ms, the most ${l.longestCpuMs.toFixed(1)} ms; held (blocking calls included) longest ${l.longestHeldMs.toFixed(1)} ms, p99 ${l.p99HeldMs.toFixed(1)} ms ` +
  `over ${l.ticks} ticks (longest gap on the wall clock ${l.longestWallMs.toFixed(1)} ms)${l.exactClock ? '' : ' (no schedstat on this machine)'}; ` +
  `${l.gc.count} garbage collections, the longest ${l.gc.longestMs.toFixed(1)} ms; the stretches that computed longest: ` +
  l.slowest
    .map((s) => `CPU ${s.cpuMs.toFixed(1)} ms, held ${s.heldMs.toFixed(1)} (gap ${s.wallMs.toFixed(1)}, idle ${s.idleMs.toFixed(1)}, waiting for a CPU ${s.waitedMs.toFixed(1)}, garbage collection ${s.gcMs.toFixed(1)}) during ${s.during.join(', ') || 'no request'}`)
    .join('; ');

describe('analytics at scale (issue 28 row 5)', () => {
  it('with 1,000,000 stored calls pruned meanwhile: no turn of the event loop and no pruning step computes 50 ms; the owner page under 300 ms', async () => {
    const cookies = await ownerCookies();
    // a process's first requests compile the code they run (V8's compilers work on the event
    // loop too, once): a warm-up round of the same requests without pruning, printed, not held to the 50 ms
    const warm = await round(cookies, { warmUpMs: 3000 });
    console.log(`[analytics-scale] warm-up round (no pruning, not held to the bound): ${warm.pages.length} owner page views, ${describeLoop(warm.loop)}`);

    // the measured round: from the probe's start to its stop, the whole pruning run, with
    // the owner page, the stock calls and the beacons going on throughout
    const r = await round(cookies, { retentionDays: RETENTION_DAYS });
    const prune = r.prune!;
    const n = '[analytics-scale] pruning round:';
    console.log(
      `${n} ${prune.deleted.toLocaleString('en')} rows pruned in ${prune.steps} steps, the most CPU time of one step ${prune.longestStepMs.toFixed(1)} ms, the longest checkpoint (worker thread) ${prune.longestCheckpointMs.toFixed(1)} ms`,
    );
    console.log(`${n} owner page: ${r.pages.length} views, slowest ${Math.max(...r.pages).toFixed(0)} ms (median ${median(r.pages).toFixed(0)} ms)`);
    console.log(
      `${n} ${r.stock.times.length} stock calls, median ${median(r.stock.times).toFixed(1)} ms, slowest ${Math.max(...r.stock.times).toFixed(1)} ms (wall, client side); ` +
        `${r.beacons.statuses.length} beacons, median ${median(r.beacons.times).toFixed(1)} ms`,
    );
    console.log(`${n} server event loop: ${describeLoop(r.loop)}`);
    console.log(`${n} the most CPU time of a stretch per request: ${r.loop.byRequest.map(([label, ms]) => `${label} ${ms.toFixed(1)} ms`).join('; ')}`);
    console.log(`${n} printed, not held to the bound: the loop held by computing and blocking calls together (an upper bound; SQLite's log syncs among them) at most ${r.loop.longestHeldMs.toFixed(1)} ms, p99 ${r.loop.p99HeldMs.toFixed(1)} ms`);

    expect(prune.deleted).toBeGreaterThan(200_000); // a quarter of the million (30 days of 120) went while the rest ran
    expect(r.loop.exactClock).toBe(true); // Linux's per-thread counts: elsewhere this test cannot measure
    expect(r.loop.ticks).toBeGreaterThan(100); // the probe ticked through the round
    expect(r.pageStatuses.every((st) => st === 200)).toBe(true);
    expect(median(r.pages)).toBeLessThan(PAGE_MS);
    expect(new Set(r.stock.statuses)).toEqual(new Set([200]));
    // every beacon acknowledged, none refused meanwhile
    expect(r.beacons.statuses.length).toBeGreaterThan(20);
    expect(new Set(r.beacons.statuses)).toEqual(new Set([202]));
    expect(new Set(warm.beacons.statuses)).toEqual(new Set([202]));
    // the bound, on the single longest turn of the round: no request, no garbage
    // collection, no pruning step kept the others waiting 50 ms of computing
    expect(r.loop.longestCpuMs).toBeLessThan(HOLD_MS);
    expect(prune.longestStepMs).toBeLessThan(HOLD_MS); // each pruning step, as the pruning timed it
    const db = openDb(server.dataDir);
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM analytics_events WHERE page_path = ?').get(WRITER_PATH) as { n: number }).n;
    db.close();
    // every acknowledged beacon of both rounds is in the store
    expect(stored).toBe(warm.beacons.statuses.length + r.beacons.statuses.length);
  }, 180_000);
});
