import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { RunningServer } from './server';

/** Rows of a read-only query on the backend's SQLite file (what the calls stored). */
export const rows = <T>(server: RunningServer, sql: string, ...params: unknown[]): T[] => {
  const db = new Database(join(server.dataDir, 'store.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};
