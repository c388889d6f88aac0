import type { Db } from '../db.js';
import { writeTx } from '../db.js';
import type { EventsServiceBody, JavascriptErrorReport, PageFields, PerformanceRecord, AnalyticsPayload1 } from '../../../src/contract/tracking.js';

/**
 * Where the tracking calls land (SQLite, beside the census table that already keeps
 * quick views). Every write runs in one transaction: a batch is stored whole or not
 * at all.
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

export const TRACKING_TABLES = ['tracking_hits', 'analytics_events', 'performance_records', 'javascript_errors'] as const;

export interface TrackingStore {
  hit(kind: string, event: string | null, fields: PageFields, extra?: Record<string, unknown>): void;
  event1(name: string, payload: AnalyticsPayload1): void;
  event2(body: EventsServiceBody): void;
  records(batch: readonly PerformanceRecord[]): void;
  errors(batch: readonly JavascriptErrorReport[]): void;
  reset(): void;
}

/** The visitor id: the first part of the visitor cookie value (docs/behaviour.md §5). */
const visitorId = (cookie: string): string | null => cookie.split('|')[0] || null;

export function trackingStore(db: Db): TrackingStore {
  db.exec(SCHEMA);
  const insertHit = db.prepare('INSERT INTO tracking_hits (kind, event, visitor_id, page_path, payload, created) VALUES (?, ?, ?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO analytics_events (channel, name, page_path, payload, created) VALUES (?, ?, ?, ?, ?)');
  const insertRecord = db.prepare(
    'INSERT INTO performance_records (metric, value, rating, element_path, page_path, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertError = db.prepare('INSERT INTO javascript_errors (event, message, stack, source, page_path, created) VALUES (?, ?, ?, ?, ?, ?)');
  return {
    hit: (kind, event, fields, extra = {}) =>
      void insertHit.run(kind, event, visitorId(fields.visitorCookie), fields.pagePath, JSON.stringify({ ...fields, ...extra }), Date.now()),
    event1: (name, payload) => void insertEvent.run('record-event', name, payload.pagePath, JSON.stringify(payload), Date.now()),
    event2: (body) =>
      void insertEvent.run('events-service', body.eventSchemaName, body.eventContent.page_path, JSON.stringify(body.eventContent), Date.now()),
    records: (batch) =>
      writeTx(db, () => {
        for (const r of batch) insertRecord.run(r.metric, r.value, r.rating, r.elementPath, r.pagePath, r.recordedAt);
      }),
    errors: (batch) =>
      writeTx(db, () => {
        for (const e of batch) insertError.run(e.event, e.data.message, e.data.stack, e.data.source, e.data.pagePath, e.timestamp);
      }),
    reset: () => writeTx(db, () => TRACKING_TABLES.forEach((t) => db.prepare(`DELETE FROM ${t}`).run())),
  };
}
