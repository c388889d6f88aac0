import { type Vital, VITALS, type VitalRating } from '../../../src/contract/tracking-constants.js';
import type { Db } from '../db.js';
import { dayOf, valueOfBucket } from './rollups.js';

/**
 * The numbers of the owner analytics page (issue 11 point 9), read from the daily roll-ups
 * (rollups.ts), never from the raw rows: every day of the span (days without a visit as
 * zeros), top products viewed and added, add-to-cart and purchase counts and revenue,
 * and the web-vitals distribution.
 */
export interface DayRow {
  /** YYYY-MM-DD (UTC). */
  day: string;
  visits: number;
  visitors: number;
  pageViews: number;
}
export interface ProductRow {
  itemId: string;
  title: string;
  views: number;
  adds: number;
}
export interface VitalRow {
  metric: Vital;
  good: number;
  needsImprovement: number;
  poor: number;
  /** 75th percentile (ms; unitless for CLS) within 0.5 % (rollups.ts), null without records. */
  p75: number | null;
}
export interface AnalyticsReport {
  /** The span's days, oldest first: exactly `days` of them, today last. */
  days: DayRow[];
  products: ProductRow[];
  addToCart: number;
  purchases: number;
  /** Sum of the purchases' values, major units (docs/behaviour.md §9). */
  revenue: number;
  vitals: VitalRow[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface DailyRow {
  day: string;
  page_views: number;
  visits: number;
  visitors: number;
  add_to_cart: number;
  purchases: number;
  revenue_cents: number;
}

/** The report's three queries, prepared once per connection (a statement's preparing is work on the event loop too). */
const statements = (db: Db) => ({
  daily: db.prepare<[string], DailyRow>('SELECT * FROM tracking_daily WHERE day >= ?'),
  products: db.prepare<[string], ProductRow>(
    `SELECT p.item_id AS itemId, COALESCE(products.title, p.item_id) AS title, SUM(p.views) AS views, SUM(p.adds) AS adds
     FROM tracking_daily_products p LEFT JOIN products ON products.id = p.item_id
     WHERE p.day >= ? GROUP BY p.item_id ORDER BY views + adds DESC, title LIMIT 10`,
  ),
  vitals: db.prepare<[string], { metric: Vital; rating: VitalRating; bucket: number; n: number }>(
    'SELECT metric, rating, bucket, SUM(n) AS n FROM tracking_daily_vitals WHERE day >= ? GROUP BY metric, rating, bucket ORDER BY metric, bucket',
  ),
});
const prepared = new WeakMap<Db, ReturnType<typeof statements>>();
const queries = (db: Db) => {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = statements(db)));
  return q;
};

const vitalRows = (db: Db, since: string): VitalRow[] => {
  const buckets = queries(db).vitals.all(since);
  return VITALS.map((metric) => {
    const mine = buckets.filter((b) => b.metric === metric);
    const count = (rating: VitalRating) => mine.filter((b) => b.rating === rating).reduce((sum, b) => sum + b.n, 0);
    const total = mine.reduce((sum, b) => sum + b.n, 0);
    // the value of the ceil(75 %)-th record in value order, as with the raw values
    let seen = 0;
    const at = mine.find((b) => (seen += b.n) >= Math.ceil(total * 0.75));
    return { metric, good: count('good'), needsImprovement: count('needs-improvement'), poor: count('poor'), p75: at ? valueOfBucket(metric, at.bucket) : null };
  });
};

/** The report over the `days` days ending today (default 30). */
export function analyticsReport(db: Db, now = Date.now(), days = 30): AnalyticsReport {
  const span = Array.from({ length: days }, (_, i) => dayOf(now - (days - 1 - i) * DAY_MS));
  const since = span[0]!;
  const daily = new Map(queries(db).daily.all(since).map((r) => [r.day, r]));
  const rows = span.map((day) => daily.get(day));
  const sum = (pick: (r: DailyRow) => number) => rows.reduce((total, r) => total + (r ? pick(r) : 0), 0);
  const products = queries(db).products.all(since);
  return {
    days: span.map((day, i) => ({ day, visits: rows[i]?.visits ?? 0, visitors: rows[i]?.visitors ?? 0, pageViews: rows[i]?.page_views ?? 0 })),
    products,
    addToCart: sum((r) => r.add_to_cart),
    purchases: sum((r) => r.purchases),
    revenue: sum((r) => r.revenue_cents) / 100,
    vitals: vitalRows(db, since),
  };
}
