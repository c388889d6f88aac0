// The write-ahead log's checkpoints while the tracking store prunes (prune.ts), in a worker
// thread with its own SQLite connection: copying the log's pages into the store and the
// disk syncs that go with it never run on the server's event loop. A passive checkpoint
// waits on no one, and no read or write of the server waits on it. The thread lives as
// long as the store (starting and ending a thread holds the event loop too): 'start'
// begins a checkpoint every `everyMs`, 'stop' ends them with a last one and answers with
// the longest. Plain JavaScript: a worker has no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { threadClock } from '../thread-clock.mjs';

/** @type {{ file: string, everyMs: number, busyTimeoutMs: number }} */
const job = workerData;
const db = new Database(job.file);
db.pragma(`busy_timeout = ${job.busyTimeoutMs}`);
db.pragma('wal_autocheckpoint = 0');
const clock = threadClock();
let longestMs = 0;
/** @type {NodeJS.Timeout | null} */
let timer = null;

const checkpoint = () => {
  const began = clock.now();
  db.pragma('wal_checkpoint(PASSIVE)');
  longestMs = Math.max(longestMs, clock.now() - began);
};

parentPort?.on('message', (/** @type {'start' | 'stop'} */ message) => {
  if (message === 'start') {
    longestMs = 0;
    timer ??= setInterval(checkpoint, job.everyMs);
    return;
  }
  if (timer) clearInterval(timer);
  timer = null;
  checkpoint(); // the last steps' pages too
  parentPort?.postMessage({ longestMs });
});
