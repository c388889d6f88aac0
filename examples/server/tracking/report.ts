import { type Vital, VITALS, type VitalRating } from '../../../src/contract/tracking-constants.js';
import type { Db } from '../db.js';

/**
 * The numbers of the owner analytics page (issue 11 point 9), read from what the
 * tracking routes stored: visits and unique visitors per day, top products viewed and
 * added, add-to-cart and purchase counts and revenue, and the web-vitals distribution.
 */
export interface DayRow {
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
  /** 75th percentile (ms; unitless for CLS), null without records. */
  p75: number | null;
}
export interface AnalyticsReport {
  days: DayRow[];
  products: ProductRow[];
  addToCart: number;
  purchases: number;
  /** Sum of the purchases' values, major units (docs/behaviour.md §9). */
  revenue: number;
  vitals: VitalRow[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const parse = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Visits: distinct visitor id and current-visit time (the visitor cookie's fourth part); visitors: distinct ids. */
const dayRows = (db: Db, since: number): DayRow[] => {
  const hits = db.prepare("SELECT payload, created FROM tracking_hits WHERE kind = 'hit' AND created >= ? ORDER BY created").all(since) as { payload: string; created: number }[];
  const days = new Map<string, { visits: Set<string>; visitors: Set<string>; pageViews: number }>();
  for (const hit of hits) {
    const [id = '', , , current = ''] = (str(parse(hit.payload).visitorCookie) ?? '').split('|');
    const day = days.get(dayOf(hit.created)) ?? { visits: new Set(), visitors: new Set(), pageViews: 0 };
    day.visits.add(`${id}|${current}`);
    day.visitors.add(id);
    day.pageViews++;
    days.set(dayOf(hit.created), day);
  }
  return [...days].map(([day, d]) => ({ day, visits: d.visits.size, visitors: d.visitors.size, pageViews: d.pageViews }));
};

const productRows = (db: Db, since: number): ProductRow[] => {
  const events = db
    .prepare("SELECT name, payload FROM analytics_events WHERE channel = 'events-service' AND name IN ('product-view', 'add-to-cart') AND created >= ?")
    .all(since) as { name: string; payload: string }[];
  const titles = new Map((db.prepare('SELECT id, title FROM products').all() as { id: string; title: string }[]).map((p) => [p.id, p.title]));
  const rows = new Map<string, ProductRow>();
  for (const e of events) {
    const props = parse(e.payload).event_properties as Record<string, unknown> | undefined;
    const item = e.name === 'add-to-cart' ? (props?.item as Record<string, unknown> | undefined) : props;
    const itemId = str(item?.itemId);
    if (!itemId) continue;
    const row = rows.get(itemId) ?? { itemId, title: titles.get(itemId) ?? itemId, views: 0, adds: 0 };
    if (e.name === 'add-to-cart') row.adds += num(item?.quantity) || 1;
    else row.views++;
    rows.set(itemId, row);
  }
  return [...rows.values()].sort((a, b) => b.views + b.adds - (a.views + a.adds) || a.title.localeCompare(b.title)).slice(0, 10);
};

const vitalRows = (db: Db, since: number): VitalRow[] => {
  const records = db.prepare('SELECT metric, value, rating FROM performance_records WHERE created >= ? ORDER BY value').all(since) as { metric: Vital; value: number; rating: VitalRating }[];
  return VITALS.map((metric) => {
    const mine = records.filter((r) => r.metric === metric);
    const count = (rating: VitalRating) => mine.filter((r) => r.rating === rating).length;
    const p75 = mine.length ? mine[Math.ceil(mine.length * 0.75) - 1]!.value : null;
    return { metric, good: count('good'), needsImprovement: count('needs-improvement'), poor: count('poor'), p75 };
  });
};

/** The report over the last `days` days (default 30). */
export function analyticsReport(db: Db, now = Date.now(), days = 30): AnalyticsReport {
  const since = now - days * DAY_MS;
  const totals = db
    .prepare("SELECT name, payload FROM analytics_events WHERE channel = 'events-service' AND name IN ('add-to-cart', 'purchase') AND created >= ?")
    .all(since) as { name: string; payload: string }[];
  const purchases = totals.filter((t) => t.name === 'purchase');
  const revenue = purchases.reduce((sum, p) => sum + num((parse(p.payload).event_properties as Record<string, unknown> | undefined)?.value), 0);
  return {
    days: dayRows(db, since),
    products: productRows(db, since),
    addToCart: totals.length - purchases.length,
    purchases: purchases.length,
    revenue: Math.round(revenue * 100) / 100,
    vitals: vitalRows(db, since),
  };
}
