import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { VITAL_THRESHOLDS } from '../../../src/contract/tracking-constants.js';
import { inlineJson } from '../config.js';
import type { Deps } from '../deps.js';
import { count, longDay, money, ownerLayout, requireOwnerPage } from '../owner/index.js';
import { esc } from '../pages/html.js';
import { type AnalyticsReport, analyticsReport } from './report.js';
import { frAnalytics as t } from './strings.js';

const require = createRequire(import.meta.url);
/** uPlot (about 20 kB gzip), served from node_modules on this page only. */
const UPLOT_JS = readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8');
const UPLOT_CSS = readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8');
const CHARTS_JS = readFileSync(new URL('./public/analytics-charts.js', import.meta.url), 'utf8');

const cells = (tag: 'td' | 'th', values: (string | number)[]) => values.map((v) => `<${tag}${tag === 'th' ? ' scope="col"' : ''}>${esc(String(v))}</${tag}>`).join('');
const table = (caption: string, head: string[], rows: (string | number)[][]) =>
  `<table class="owner-table"><caption>${esc(caption)}</caption><thead><tr>${cells('th', head)}</tr></thead><tbody>` +
  rows.map((r) => `<tr><th scope="row">${esc(String(r[0]))}</th>${cells('td', r.slice(1))}</tr>`).join('') +
  '</tbody></table>';

/** The page body: each chart (drawn by analytics-charts.js) has its numbers in a table beside it. */
export function analyticsBody(report: AnalyticsReport, currency: string, locale: string): string {
  const n = (v: number) => count(v, locale);
  const chart = (id: string, label: string) => `<figure class="owner-chart"><figcaption>${esc(label)}</figcaption><div id="${id}" aria-hidden="true"></div></figure>`;
  const first = report.days[0];
  const last = report.days.at(-1);
  const span = first && last ? ` ${t.from} ${longDay(first.day, locale)} ${t.to} ${longDay(last.day, locale)}.` : '';
  return [
    `<p>${esc(t.period + span)}</p>`,
    report.days.every((d) => d.pageViews === 0) ? `<p role="status">${esc(t.empty)}</p>` : '',
    chart('chart-visits', t.visitsChart),
    table(t.visitsTable, [t.day, t.visits, t.visitors, t.pageViews], report.days.map((d) => [longDay(d.day, locale), n(d.visits), n(d.visitors), n(d.pageViews)])),
    `<h2>${esc(t.commerce)}</h2>`,
    `<dl class="owner-totals"><dt>${esc(t.addToCart)}</dt><dd>${n(report.addToCart)}</dd><dt>${esc(t.purchases)}</dt><dd>${n(report.purchases)}</dd>` +
      `<dt>${esc(t.revenue)}</dt><dd>${esc(money(report.revenue, currency, locale))}</dd></dl>`,
    table(t.productsTable, [t.product, t.views, t.adds], report.products.map((p) => [p.title, n(p.views), n(p.adds)])),
    chart('chart-vitals', t.vitalsChart),
    table(
      t.vitalsTable,
      [t.metric, t.thresholds, t.good, t.needsImprovement, t.poor, t.p75],
      report.vitals.map((v) => [v.metric, VITAL_THRESHOLDS[v.metric].join(' / '), n(v.good), n(v.needsImprovement), n(v.poor), v.p75 === null ? '–' : n(v.p75)]),
    ),
    `<script type="application/json" id="analytics-data">${inlineJson({ report, labels: t, locale })}</script>`,
    '<script src="/owner/assets/uPlot.iife.min.js"></script>',
    '<script src="/owner/assets/analytics-charts.js"></script>',
  ].join('\n');
}

/** GET /owner/analytics behind the owner sign-in, and its two scripts and stylesheet. */
export function ownerAnalyticsRoutes(deps: Deps): Hono {
  const app = new Hono();
  const asset = (body: string, type: string) => (c: { body: (b: string, s: 200, h: Record<string, string>) => Response }) =>
    c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  app.get('/owner/assets/uPlot.iife.min.js', requireOwnerPage, asset(UPLOT_JS, 'text/javascript; charset=utf-8'));
  app.get('/owner/assets/uPlot.min.css', requireOwnerPage, asset(UPLOT_CSS, 'text/css; charset=utf-8'));
  app.get('/owner/assets/analytics-charts.js', requireOwnerPage, asset(CHARTS_JS, 'text/javascript; charset=utf-8'));
  app.get('/owner/analytics', requireOwnerPage, (c) => {
    const { currency } = deps.catalogue.store;
    const report = analyticsReport(deps.db);
    const head = '<link rel="stylesheet" href="/owner/assets/uPlot.min.css">';
    return c.html(ownerLayout(t.title, head + analyticsBody(report, currency, deps.catalogue.website.locale)));
  });
  return app;
}
