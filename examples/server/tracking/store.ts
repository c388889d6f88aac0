import type { Db } from '../db.js';
import { writeTx } from '../db.js';
import type { EventsServiceBody, JavascriptErrorReport, PageFields, PerformanceRecord, AnalyticsPayload1 } from '../../../src/contract/tracking.js';
import { pruner as makePruner, type PruneReport, type TrackingLimits } from './prune.js';
import { ROLLUP_TABLES, rollupWriter } from './rollups.js';

/**
 * Where the tracking calls land (SQLite, beside the census table that already keeps
 * quick views). Every call is stored with the server's clock and rolled up into the
 * daily tables (rollups.ts) in the same transaction: a batch is stored whole or not at
 * all, and the owner page never reads these raw rows. `prune` keeps them within the
 * retention and the row cap (docs/reliability.md "Analytics at scale").
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS tracking_hits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  event TEXT,
  visitor_id TEXT,
  page_path TEXT NOT NULL,
  payload TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  name TEXT NOT NULL,
  page_path TEXT NOT NULL,
  payload TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS analytics_events_name ON analytics_events(name, created);
CREATE TABLE IF NOT EXISTS performance_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  metric TEXT NOT NULL,
  value REAL NOT NULL,
  rating TEXT NOT NULL,
  element_path TEXT,
  page_path TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS javascript_errors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT NOT NULL,
  source TEXT NOT NULL,
  page_path TEXT NOT NULL,
  created INTEGER NOT NULL
);
`;

export const RAW_TRACKING_TABLES = ['tracking_hits', 'analytics_events', 'performance_records', 'javascript_errors'] as const;
export const TRACKING_TABLES = [...RAW_TRACKING_TABLES, ...ROLLUP_TABLES] as const;

export type { PruneReport, TrackingLimits };

export interface TrackingStore {
  hit(kind: string, event: string | null, fields: PageFields, extra?: Record<string, unknown>): void;
  event1(name: string, payload: AnalyticsPayload1): void;
  event2(body: EventsServiceBody): void;
  records(batch: readonly PerformanceRecord[]): void;
  errors(batch: readonly JavascriptErrorReport[]): void;
  reset(): void;
  /**
   * Deletes what is past the retention or the cap in small steps with pauses (prune.ts),
   * its checkpoints in a worker thread; runs go one after another.
   */
  prune(limits: TrackingLimits, now?: number): Promise<PruneReport>;
  /** Stops a running prune (the server is closing). */
  close(): void;
}

/** The visitor cookie's parts (docs/behaviour.md §5): the id first, the current visit's time fourth. */
const visitorParts = (cookie: string): { id: string; visit: string } => {
  const [id = '', , , visit = ''] = cookie.split('|');
  return { id, visit };
};
const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const finite = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function trackingStore(db: Db, clock: () => number = Date.now): TrackingStore {
  db.exec(SCHEMA);
  const rollup = rollupWriter(db);
  const pruner = makePruner(db, RAW_TRACKING_TABLES);
  const insertHit = db.prepare('INSERT INTO tracking_hits (kind, event, visitor_id, page_path, payload, created) VALUES (?, ?, ?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO analytics_events (channel, name, page_path, payload, created) VALUES (?, ?, ?, ?, ?)');
  const insertRecord = db.prepare(
    'INSERT INTO performance_records (metric, value, rating, element_path, page_path, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertError = db.prepare('INSERT INTO javascript_errors (event, message, stack, source, page_path, created) VALUES (?, ?, ?, ?, ?, ?)');

  /** The events service's commerce events, rolled up (amounts in major units, docs/behaviour.md §9; bounded by the contract). */
  const rollEvent = (at: number, name: string, props: Record<string, unknown>) => {
    if (name === 'purchase') rollup.totals(at, { purchases: 1, revenueCents: Math.round(finite(props.value) * 100) });
    if (name === 'add-to-cart') {
      rollup.totals(at, { addToCart: 1 });
      const item = record(props.item);
      if (typeof item?.itemId === 'string') rollup.product(at, item.itemId, 0, finite(item.quantity) || 1);
    }
    if (name === 'product-view' && typeof props.itemId === 'string') rollup.product(at, props.itemId, 1, 0);
  };

  return {
    hit: (kind, event, fields, extra = {}) =>
      writeTx(db, () => {
        const at = clock();
        const visitor = visitorParts(fields.visitorCookie);
        insertHit.run(kind, event, visitor.id || null, fields.pagePath, JSON.stringify({ ...fields, ...extra }), at);
        if (kind === 'hit') rollup.pageView(at, visitor.id, visitor.visit);
      }),
    event1: (name, payload) => void insertEvent.run('record-event', name, payload.pagePath, JSON.stringify(payload), clock()),
    event2: (body) =>
      writeTx(db, () => {
        const at = clock();
        insertEvent.run('events-service', body.eventSchemaName, body.eventContent.page_path, JSON.stringify(body.eventContent), at);
        rollEvent(at, body.eventSchemaName, body.eventContent.event_properties);
      }),
    records: (batch) =>
      writeTx(db, () => {
        const at = clock();
        for (const r of batch) {
          insertRecord.run(r.metric, r.value, r.rating, r.elementPath, r.pagePath, at);
          rollup.vital(at, r.metric, r.rating, r.value);
        }
      }),
    errors: (batch) =>
      writeTx(db, () => {
        const at = clock();
        for (const e of batch) insertError.run(e.event, e.data.message, e.data.stack, e.data.source, e.data.pagePath, at);
      }),
    reset: () => writeTx(db, () => TRACKING_TABLES.forEach((t) => db.prepare(`DELETE FROM ${t}`).run())),
    prune: (limits, now = clock()) => pruner.run(limits, now),
    close: () => pruner.stop(),
  };
}
