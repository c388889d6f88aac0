import { afterEach, describe, expect, it } from 'vitest';
import { analyticsReport } from '../../../examples/server/tracking/report.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const fields = {
  visitorCookie: 'v1|1700000000000|1700000000000|1700000000000|1',
  title: 'T-shirt',
  pageId: 'tee-classic',
  contentSource: 'item',
  pagePath: '/products/tee-classic',
  userAgent: 'test',
  clientDate: 1700000000000,
  viewportWidth: 1280,
  viewportHeight: 720,
  screenWidth: 1920,
  screenHeight: 1080,
  websiteId: 'site',
  templateId: 'tpl',
  locale: 'fr-FR',
  queryString: '',
  referrer: '',
  localStorageWorks: true,
};
const record = { metric: 'LCP', value: 1200, rating: 'good', elementPath: 'main>img', pagePath: '/', websiteId: 'site', recordedAt: Date.now() };
const form = (f: Record<string, string>) => new URLSearchParams(f).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

const count = (app: ReturnType<typeof makeApp>, table: string) => (app.deps.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('tracking routes (issue 11 point 8)', () => {
  it('stores a valid RecordHit and answers 400 to a malformed one, storing nothing', async () => {
    const app = makeApp();
    const v = visitor(app);
    const ok = await v.request('POST', '/api/census/RecordHit', form({ event: 'view', data: JSON.stringify(fields), ss_cvr: fields.visitorCookie }), FORM);
    expect(ok.status).toBe(204);
    for (const bad of [
      form({ event: 'view', data: '{not json', ss_cvr: 'x' }),
      form({ event: 'view', data: JSON.stringify({ ...fields, viewportWidth: -1 }), ss_cvr: 'x' }),
      form({ event: '', data: JSON.stringify(fields), ss_cvr: 'x' }),
      form({ data: JSON.stringify(fields) }),
    ]) expect((await v.request('POST', '/api/census/RecordHit', bad, FORM)).status).toBe(400);
    expect(count(app, 'tracking_hits')).toBe(1);
    const [row] = app.deps.db.prepare('SELECT visitor_id, page_path FROM tracking_hits').all();
    expect(row).toEqual({ visitor_id: 'v1', page_path: '/products/tee-classic' });
  });

  it('stores a performance batch whole or not at all', async () => {
    const app = makeApp();
    const v = visitor(app);
    const post = (body: unknown) => v.request('POST', '/api/1/performance/records', JSON.stringify(body), { 'Content-Type': 'text/plain' });
    expect((await post([record, { ...record, metric: 'CLS', value: 0.3, rating: 'poor' }])).status).toBe(204);
    expect(count(app, 'performance_records')).toBe(2);
    expect((await post([record, { ...record, metric: 'TTFB' }])).status).toBe(400);
    expect((await post([record, { ...record, value: -1 }])).status).toBe(400);
    expect((await post([])).status).toBe(400);
    expect((await post(Array.from({ length: 51 }, () => record))).status).toBe(400);
    expect(count(app, 'performance_records')).toBe(2);
  });

  it('RecordEvent needs the crumb of the cookie; the events service stores payload 2, its validation mode stores nothing', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/');
    const data = JSON.stringify({ eventName: 'add-to-cart', websiteId: 's', memberAccountId: null, website_locale: 'fr-FR', member_locale: 'fr', templateId: 't', variantId: 'SKU', pageHash: '', pagePath: '/p' });
    expect((await v.request('POST', '/api/events/RecordEvent', form({ crumb: 'forged', event: 'add-to-cart', data }), FORM)).status).toBe(401);
    expect((await v.request('POST', '/api/events/RecordEvent', form({ crumb: v.jar.get('crumb')!, event: 'add-to-cart', data }), FORM)).status).toBe(204);

    const content = {
      analytics_id: 'a', session_id: 's', marketing_id: null, browser_language: 'fr', window_width: 1, window_height: 1, page_host: 'h', page_path: '/p',
      page_query: '', page_referrer: '', user_agent: 'ua', occurred_at: 1, source_environment: 'storefront', context_website_id: 's', destination_url: null,
      member_account_id: null, object_identifier: 'purchase-1', resolved_locale: 'fr', website_locale: 'fr-FR', member_account_locale: null,
      event_properties: { value: 35.9 },
    };
    const body = { eventSchemaName: 'purchase', eventContent: content };
    expect((await v.request('POST', '/api/events/service/validate-event-content/purchase', body)).status).toBe(200);
    expect((await v.request('POST', '/api/events/service/validate-event-content/other', body)).status).toBe(400);
    expect(count(app, 'analytics_events')).toBe(1);
    expect((await v.request('POST', '/api/events/service', body)).status).toBe(202);
    expect((await v.request('POST', '/api/events/service', { ...body, eventContent: { ...content, occurred_at: 'now' } })).status).toBe(400);
    expect(count(app, 'analytics_events')).toBe(2);
    expect(analyticsReport(app.deps.db)).toMatchObject({ purchases: 1, revenue: 35.9 });
  });

  it('error reports need the CSRF header; a batch over the queue cap or with a long stack is refused whole', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/');
    const report = { event: 'JavascriptError', data: { message: 'boom', stack: 'at x', source: 'product', pagePath: '/' }, timestamp: 1 };
    expect((await v.request('POST', '/api/events/RecordJavascriptErrors', [report], { 'X-CSRF-Token': 'forged' })).status).toBe(401);
    expect((await v.request('POST', '/api/events/RecordJavascriptErrors', [report, report])).status).toBe(204);
    expect((await v.request('POST', '/api/events/RecordJavascriptErrors', Array.from({ length: 11 }, () => report))).status).toBe(400);
    expect((await v.request('POST', '/api/events/RecordJavascriptErrors', [report, { ...report, data: { ...report.data, stack: 'x'.repeat(5001) } }])).status).toBe(400);
    expect(count(app, 'javascript_errors')).toBe(2);
  });

  it('the owner report counts visits (visitor and visit time), unique visitors and page views per day', async () => {
    const app = makeApp();
    const v = visitor(app);
    const hit = (cookie: string, path = '/') =>
      v.request('POST', '/api/census/RecordHit', form({ event: 'view', data: JSON.stringify({ ...fields, visitorCookie: cookie, pagePath: path }), ss_cvr: cookie }), FORM);
    await hit('a|1|1|1|1');
    await hit('a|1|1|1|1', '/shop');
    await hit('a|1|1|5|2');
    await hit('b|2|2|2|1');
    const today = new Date().toISOString().slice(0, 10);
    const days = analyticsReport(app.deps.db).days;
    expect(days).toHaveLength(30); // the span the page's title says, days without a visit as zeros
    expect(days.at(-1)).toEqual({ day: today, visits: 3, visitors: 2, pageViews: 4 });
    expect(days.slice(0, -1).every((d) => d.visits === 0 && d.pageViews === 0)).toBe(true);
    expect(analyticsReport(app.deps.db).vitals.map((r) => r.metric)).toEqual(['FCP', 'LCP', 'CLS', 'FID', 'INP']);
  });

  it('the owner analytics page refuses a visitor', async () => {
    const v = visitor(makeApp());
    const res = await v.request('GET', '/owner/analytics');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/owner/sign-in?next=%2Fowner%2Fanalytics');
  });
});
