import { Worker } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import { type Db, writeTx } from '../db.js';
import { threadClock } from '../thread-clock.mjs';
import { ROLLUP_KEYS, dayOf } from './rollups.js';

/**
 * The tracking store's retention and cap (docs/reliability.md "Analytics at scale"),
 * incremental: steps of PRUNE_CHUNK rows, each a short transaction on the server's own
 * connection (a few milliseconds at a million rows, so no write ever waits on another
 * thread's lock), with a pause after each for the requests. The write-ahead log those
 * deletions fill is copied into the store by a worker thread meanwhile
 * (checkpoint-worker.mjs), so its disk syncs stay off the event loop too.
 */
export interface TrackingLimits {
  /** Raw rows and daily roll-ups older than this many days are deleted. */
  retentionDays: number;
  /** Each raw table keeps at most this many rows, the oldest deleted first. */
  maxRows: number;
}

/** What a run did. */
export interface PruneReport {
  deleted: number;
  /** Transactions that deleted something. */
  steps: number;
  /** The most CPU time of one step (thread-clock.mjs): the longest a step held the event loop computing. */
  longestStepMs: number;
  /** The longest checkpoint of the worker, on its own clock (off the event loop). */
  longestCheckpointMs: number;
  /** False where the kernel's per-thread counts are missing (no /proc/thread-self/schedstat): the times read 0. */
  exactClock: boolean;
}

/** Rows deleted per step: 2–5 ms of the event loop at a million rows (test/scale). */
export const PRUNE_CHUNK = 500;
/** The pause after each step: the requests waiting meanwhile go first. */
const PRUNE_PAUSE_MS = 10;
const CHECKPOINT_EVERY_MS = 1000;
const BUSY_TIMEOUT_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHECKPOINTER = new URL('./checkpoint-worker.mjs', import.meta.url);

const nothing = (): PruneReport => ({ deleted: 0, steps: 0, longestStepMs: 0, longestCheckpointMs: 0, exactClock: true });

/**
 * The checkpoint worker, started by the first run with something to delete and kept for
 * the store's life. While a run goes on (`during`), the server's connection makes no
 * checkpoint of its own (they would run on the event loop); `during` resolves with the
 * worker's longest checkpoint.
 */
function checkpointer(db: Db) {
  let worker: Worker | null = null;
  const thread = () => {
    if (worker) return worker;
    worker = new Worker(CHECKPOINTER, { workerData: { file: db.name, everyMs: CHECKPOINT_EVERY_MS, busyTimeoutMs: BUSY_TIMEOUT_MS } });
    worker.unref();
    worker.on('error', (error) => console.error('tracking checkpoint failed', error));
    worker.once('exit', () => (worker = null));
    return worker;
  };
  return {
    async during<T>(work: () => Promise<T>): Promise<[T, number]> {
      const own = db.pragma('wal_autocheckpoint', { simple: true }) as number;
      db.pragma('wal_autocheckpoint = 0');
      const w = thread();
      w.postMessage('start');
      /** Ends the checkpoints with a last one; resolves with the longest. */
      const stop = () =>
        new Promise<number>((resolve) => {
          const done = (m?: { longestMs: number }) => {
            w.off('message', done).off('exit', done);
            resolve(m?.longestMs ?? 0);
          };
          w.on('message', done).on('exit', done);
          w.postMessage('stop');
        });
      let result!: T;
      let longest = 0;
      try {
        result = await work();
      } finally {
        longest = await stop();
        if (db.open) db.pragma(`wal_autocheckpoint = ${own}`);
      }
      return [result, longest];
    },
    terminate(): void {
      void worker?.terminate();
    },
  };
}

/** Runs on `db`, one run after another; `rawTables` are the tables whose ids grow with time. */
export function pruner(db: Db, rawTables: readonly string[], chunk = PRUNE_CHUNK) {
  let queue = Promise.resolve(nothing());
  let stopped = false;
  const copier = checkpointer(db);
  /** Statements prepared once: their preparing is work on the event loop too. */
  const cache = new Map<string, Database.Statement<unknown[]>>();
  const sql = (text: string) => {
    let statement = cache.get(text);
    if (!statement) cache.set(text, (statement = db.prepare(text)));
    return statement;
  };

  /** A raw table's first and last ids, read off the index ends (each end its own subquery, or SQLite scans). */
  const ends = (table: string) =>
    sql(`SELECT (SELECT MIN(id) FROM ${table}) AS lo, (SELECT MAX(id) FROM ${table}) AS hi`).get() as { lo: number | null; hi: number | null };
  /** Rows over the cap: ids only grow and rows go oldest first, so the span of ids is the row count. */
  const excess = (e: { lo: number; hi: number }, limits: TrackingLimits) => e.hi - e.lo + 1 - limits.maxRows;
  const oldest = (table: string, id: number) => (sql(`SELECT created FROM ${table} WHERE id = ?`).get(id) as { created: number }).created;
  const rollupDue = (cutoffDay: string) => Object.keys(ROLLUP_KEYS).some((table) => sql(`SELECT 1 FROM ${table} WHERE day < ? LIMIT 1`).get(cutoffDay));

  /** Whether anything is to delete: index seeks only, microseconds at a million rows. */
  const due = (limits: TrackingLimits, cutoff: number): boolean =>
    rawTables.some((table) => {
      const e = ends(table);
      return e.lo !== null && e.hi !== null && (excess({ lo: e.lo, hi: e.hi }, limits) > 0 || oldest(table, e.lo) < cutoff);
    }) || rollupDue(dayOf(cutoff));

  /** One raw table's next chunk: past the cap first, then past the retention. */
  const rawStep = (table: string, limits: TrackingLimits, cutoff: number): number => {
    const e = ends(table);
    if (e.lo === null || e.hi === null) return 0;
    const over = excess({ lo: e.lo, hi: e.hi }, limits);
    if (over > 0) return sql(`DELETE FROM ${table} WHERE id < ?`).run(e.lo + Math.min(over, chunk)).changes;
    if (oldest(table, e.lo) >= cutoff) return 0;
    return sql(`DELETE FROM ${table} WHERE id < ? AND created < ?`).run(e.lo + chunk, cutoff).changes;
  };
  /** Roll-up rows of days past the retention, `chunk` per table (by primary key). */
  const rollupStep = (cutoffDay: string): number =>
    Object.entries(ROLLUP_KEYS).reduce(
      (deleted, [table, key]) =>
        deleted + sql(`DELETE FROM ${table} WHERE (${key}) IN (SELECT ${key} FROM ${table} WHERE day < ? LIMIT ${chunk})`).run(cutoffDay).changes,
      0,
    );

  const start = async (limits: TrackingLimits, now: number): Promise<PruneReport> => {
    const cutoff = now - limits.retentionDays * DAY_MS;
    if (stopped || !db.open || db.memory || !due(limits, cutoff)) return nothing();
    const clock = threadClock();
    const report = { ...nothing(), exactClock: clock.exact };
    /** Steps of `work` until one deletes nothing (or the server closes), each timed. */
    const drain = async (work: () => number) => {
      while (!stopped && db.open) {
        const began = clock.cpu();
        const deleted = writeTx(db, work);
        report.longestStepMs = Math.max(report.longestStepMs, clock.cpu() - began);
        if (deleted === 0) return;
        report.deleted += deleted;
        report.steps += 1;
        await sleep(PRUNE_PAUSE_MS);
      }
    };
    try {
      [, report.longestCheckpointMs] = await copier.during(async () => {
        for (const table of rawTables) await drain(() => rawStep(table, limits, cutoff));
        await drain(() => rollupStep(dayOf(cutoff)));
      });
    } finally {
      clock.close();
    }
    return report;
  };

  return {
    /** Prunes to `limits` as of `now` once the runs before it are over; resolves with its report. */
    run(limits: TrackingLimits, now: number): Promise<PruneReport> {
      const next = queue.catch(() => nothing()).then(() => start(limits, now));
      queue = next;
      return next;
    },
    /** Stops the running run (the server is closing); later ones do nothing. */
    stop(): void {
      stopped = true;
      copier.terminate();
    },
  };
}
