import { afterEach, describe, expect, it } from 'vitest';
import { analyticsBody } from '../../../examples/server/tracking/owner-page.js';
import { analyticsReport } from '../../../examples/server/tracking/report.js';
import { trackingStore } from '../../../examples/server/tracking/store.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const DAY = 24 * 60 * 60 * 1000;
const page = {
  visitorCookie: 'v1|1|1|1|1', title: 'T', pageId: 'p', contentSource: 'item', pagePath: '/', userAgent: 'ua', clientDate: 1,
  viewportWidth: 1, viewportHeight: 1, screenWidth: 1, screenHeight: 1, websiteId: 's', templateId: 't', locale: 'fr-FR', queryString: '', referrer: '', localStorageWorks: true,
} as const;
const content = (eventProperties: Record<string, unknown>) => ({
  analytics_id: 'a', session_id: 's', marketing_id: null, browser_language: 'fr', window_width: 1, window_height: 1, page_host: 'h', page_path: '/p',
  page_query: '', page_referrer: '', user_agent: 'ua', occurred_at: 1, source_environment: 'storefront', context_website_id: 's', destination_url: null,
  member_account_id: null, object_identifier: null, resolved_locale: 'fr', website_locale: 'fr-FR', member_account_locale: null, event_properties: eventProperties,
});
const rows = (app: ReturnType<typeof makeApp>, sql: string) => app.deps.db.prepare(sql).all() as Record<string, unknown>[];

describe('beacons store their contract, stamped by the server (issue 28 rows 5 and 13)', () => {
  it('a button-click beacon keeps only its contract fields', async () => {
    const app = makeApp();
    const v = visitor(app);
    expect((await v.request('POST', '/api/census/button-click', { ...page, buttonId: 'b', extra: 'x'.repeat(5000), more: { deep: 1 } })).status).toBe(204);
    const payload = JSON.parse(String(rows(app, 'SELECT payload FROM tracking_hits')[0]?.payload)) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual([...Object.keys(page), 'buttonId'].sort());
  });

  it('a purchase of 1e308 is refused; revenue stays a finite sum of bounded amounts', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    const send = (value: number) => v.request('POST', '/api/events/service', { eventSchemaName: 'purchase', eventContent: content({ value }) });
    expect((await send(1e308)).status).toBe(400);
    expect((await send(1e308)).status).toBe(400);
    expect((await send(35.9)).status).toBe(202);
    const report = analyticsReport(app.deps.db);
    expect(report).toMatchObject({ purchases: 1, revenue: 35.9 });
    expect(analyticsBody(report, 'EUR', 'fr-FR')).not.toContain('∞');
  });

  it("performance and error rows get the server's timestamp, not the client's", async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    const before = Date.now();
    const record = { metric: 'LCP', value: 1200, rating: 'good', elementPath: null, pagePath: '/', websiteId: 's', recordedAt: 1 };
    expect((await v.request('POST', '/api/1/performance/records', [record])).status).toBe(204);
    const report = { event: 'JavascriptError', data: { message: 'boom', stack: 'at x', source: 'product', pagePath: '/' }, timestamp: 4102444800000 };
    expect((await v.request('POST', '/api/events/RecordJavascriptErrors', [report])).status).toBe(204);
    for (const table of ['performance_records', 'javascript_errors']) {
      const created = Number(rows(app, `SELECT created FROM ${table}`)[0]?.created);
      expect(created).toBeGreaterThanOrEqual(before);
      expect(created).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe('retention, cap and roll-ups (issue 28 row 5)', () => {
  it('prunes raw rows past the retention and past the cap, oldest first; roll-ups past the retention', async () => {
    const app = makeApp();
    let now = Date.now() - 100 * DAY;
    const store = trackingStore(app.deps.db, () => now);
    for (let i = 0; i < 5; i++) store.hit('hit', 'view', { ...page, visitorCookie: `old${i}|1|1|1|1` });
    now = Date.now();
    for (let i = 0; i < 12; i++) store.hit('hit', 'view', { ...page, visitorCookie: `new${i}|1|1|1|1` });
    expect(rows(app, 'SELECT day FROM tracking_daily')).toHaveLength(2);
    await store.prune({ retentionDays: 90, maxRows: 10 }, now);
    const left = rows(app, 'SELECT visitor_id FROM tracking_hits ORDER BY id').map((r) => r.visitor_id);
    expect(left).toEqual(Array.from({ length: 10 }, (_, i) => `new${i + 2}`));
    expect(rows(app, 'SELECT day FROM tracking_daily')).toHaveLength(1);
    expect(rows(app, `SELECT * FROM tracking_daily_keys WHERE key LIKE 'old%'`)).toEqual([]);
  });

  it('the report reads roll-ups only: raw rows deleted, the numbers stay', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    await v.request('POST', '/api/events/service', { eventSchemaName: 'product-view', eventContent: content({ itemId: 'tee-classic' }) });
    await v.request('POST', '/api/events/service', { eventSchemaName: 'add-to-cart', eventContent: content({ value: 25, item: { itemId: 'tee-classic', quantity: 2 } }) });
    await v.request('POST', '/api/events/service', { eventSchemaName: 'product-view', eventContent: content({ itemId: 'made-up-id' }) });
    await v.request('POST', '/api/1/performance/records', [1800, 1000, 2600, 3500].map((value) => ({ metric: 'FCP', value, rating: value <= 1800 ? 'good' : value <= 3000 ? 'needs-improvement' : 'poor', elementPath: null, pagePath: '/', websiteId: 's', recordedAt: 1 })));
    app.deps.db.exec('DELETE FROM analytics_events; DELETE FROM performance_records');
    const report = analyticsReport(app.deps.db);
    expect(report.products).toEqual([{ itemId: 'tee-classic', title: 'T-shirt classique', views: 1, adds: 2 }]);
    expect(report.addToCart).toBe(1);
    const fcp = report.vitals.find((r) => r.metric === 'FCP')!;
    expect(fcp).toMatchObject({ good: 2, needsImprovement: 1, poor: 1 });
    expect(Math.abs(fcp.p75! - 2600) / 2600).toBeLessThan(0.005);
  });
});

describe('pruning between requests (issue 28 row 5)', () => {
  it('prunes in steps of 500 rows while beacons keep being stored; checkpoints leave the event loop meanwhile', async () => {
    const app = makeApp({ rateLimit: 0 }); // beacons faster than a visitor's window budget: budgets are not tested here
    const { db } = app.deps;
    await app.deps.tracking.prune({ retentionDays: 90, maxRows: 1_000_000 }); // after the server's own run at start (runs queue)
    const old = Date.now() - 100 * DAY;
    db.exec(`WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 19999)
      INSERT INTO analytics_events (channel, name, page_path, payload, created) SELECT 'events-service', 'product-view', '/old', '{}', ${old} FROM k`);
    const v = visitor(app);
    await v.open();
    let done = false;
    const pruning = app.deps.tracking.prune({ retentionDays: 90, maxRows: 1_000_000 }).finally(() => (done = true));
    const statuses: number[] = [];
    const duringRun: { done: boolean; autocheckpoint: unknown }[] = [];
    while (!done || statuses.length < 5) {
      const res = await v.request('POST', '/api/events/service', { eventSchemaName: 'product-view', eventContent: content({ itemId: 'tee-classic' }) });
      statuses.push(res.status);
      duringRun.push({ done, autocheckpoint: db.pragma('wal_autocheckpoint', { simple: true }) });
      await new Promise((r) => setTimeout(r, 5));
    }
    const report = await pruning;
    expect(report).toMatchObject({ deleted: 20_000, steps: 40 });
    expect(report.longestStepMs).toBeGreaterThan(0);
    // beacons were stored between the steps, none refused
    expect(duringRun.filter((s) => !s.done).length).toBeGreaterThan(3);
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect(rows(app, `SELECT COUNT(*) AS n FROM analytics_events WHERE page_path = '/p'`)[0]).toEqual({ n: statuses.length });
    expect(rows(app, `SELECT COUNT(*) AS n FROM analytics_events WHERE page_path = '/old'`)[0]).toEqual({ n: 0 });
    // the server's connection made no checkpoint while the run went on (the worker did), and makes them again after
    expect(new Set(duringRun.filter((s) => !s.done).map((s) => s.autocheckpoint))).toEqual(new Set([0]));
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('with nothing to prune, starts no run', async () => {
    const app = makeApp();
    expect(await app.deps.tracking.prune({ retentionDays: 90, maxRows: 10 })).toMatchObject({ deleted: 0, steps: 0 });
  });
});
