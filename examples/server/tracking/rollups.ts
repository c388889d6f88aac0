import type { Vital, VitalRating } from '../../../src/contract/tracking-constants.js';
import type { Db } from '../db.js';

/**
 * Daily roll-ups of the tracking calls, kept up to date as each call is stored (store.ts),
 * so the owner analytics page reads a few hundred small rows, never the raw ones
 * (docs/reliability.md "Analytics at scale"). Days are UTC days of the server's clock.
 */
export const ROLLUP_SCHEMA = `
CREATE TABLE IF NOT EXISTS tracking_daily (
  day TEXT PRIMARY KEY,
  page_views INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  add_to_cart INTEGER NOT NULL DEFAULT 0,
  purchases INTEGER NOT NULL DEFAULT 0,
  revenue_cents INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tracking_daily_keys (
  day TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (day, kind, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tracking_daily_products (
  day TEXT NOT NULL, item_id TEXT NOT NULL, views INTEGER NOT NULL DEFAULT 0, adds INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, item_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tracking_daily_vitals (
  day TEXT NOT NULL, metric TEXT NOT NULL, rating TEXT NOT NULL, bucket INTEGER NOT NULL, n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, metric, rating, bucket)
) WITHOUT ROWID;
`;

/** Each roll-up table's primary key (pruning deletes by it, a chunk at a time). */
export const ROLLUP_KEYS = {
  tracking_daily: 'day',
  tracking_daily_keys: 'day, kind, key',
  tracking_daily_products: 'day, item_id',
  tracking_daily_vitals: 'day, metric, rating, bucket',
} as const;
export const ROLLUP_TABLES = Object.keys(ROLLUP_KEYS) as (keyof typeof ROLLUP_KEYS)[];

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Web-vitals values are kept as a histogram per day: buckets 1 % wide (log scale), so the
 * 75th percentile read back is within 0.5 % of the exact one. CLS (unitless, usually
 * below 1) is scaled by 1,000 first.
 */
const STEP = Math.log(1.01);
const scaleOf = (metric: Vital): number => (metric === 'CLS' ? 1000 : 1);
export const bucketOf = (metric: Vital, value: number): number => Math.round(Math.log1p(Math.max(0, value) * scaleOf(metric)) / STEP);
export const valueOfBucket = (metric: Vital, bucket: number): number => {
  const value = Math.expm1(bucket * STEP) / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
};

export interface DayDelta {
  pageViews?: number;
  addToCart?: number;
  purchases?: number;
  revenueCents?: number;
}

/** The roll-up writers; each runs inside the caller's transaction. */
export function rollupWriter(db: Db) {
  db.exec(ROLLUP_SCHEMA);
  const day = db.prepare(
    `INSERT INTO tracking_daily (day, page_views, visits, visitors, add_to_cart, purchases, revenue_cents) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(day) DO UPDATE SET page_views = page_views + excluded.page_views, visits = visits + excluded.visits,
       visitors = visitors + excluded.visitors, add_to_cart = add_to_cart + excluded.add_to_cart,
       purchases = purchases + excluded.purchases, revenue_cents = revenue_cents + excluded.revenue_cents`,
  );
  const key = db.prepare('INSERT OR IGNORE INTO tracking_daily_keys (day, kind, key) VALUES (?, ?, ?)');
  const known = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM products WHERE id = ?');
  const product = db.prepare(
    `INSERT INTO tracking_daily_products (day, item_id, views, adds) VALUES (?, ?, ?, ?)
     ON CONFLICT(day, item_id) DO UPDATE SET views = views + excluded.views, adds = adds + excluded.adds`,
  );
  const vital = db.prepare(
    `INSERT INTO tracking_daily_vitals (day, metric, rating, bucket, n) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT(day, metric, rating, bucket) DO UPDATE SET n = n + 1`,
  );
  const add = (at: number, delta: DayDelta, visits = 0, visitors = 0) =>
    day.run(dayOf(at), delta.pageViews ?? 0, visits, visitors, delta.addToCart ?? 0, delta.purchases ?? 0, delta.revenueCents ?? 0);
  return {
    /** A page view; a visit and a visitor counted once a day each (distinct keys). */
    pageView(at: number, visitorId: string, visitTime: string) {
      const d = dayOf(at);
      const newVisit = key.run(d, 'visit', `${visitorId}|${visitTime}`).changes;
      const newVisitor = key.run(d, 'visitor', visitorId).changes;
      add(at, { pageViews: 1 }, newVisit, newVisitor);
    },
    totals: add,
    /** Views and adds of the catalogue's products only: made-up ids roll up nowhere. */
    product(at: number, itemId: string, views: number, adds: number) {
      if (known.get(itemId)) product.run(dayOf(at), itemId, views, adds);
    },
    vital(at: number, metric: Vital, rating: VitalRating, value: number) {
      vital.run(dayOf(at), metric, rating, bucketOf(metric, value));
    },
  };
}
