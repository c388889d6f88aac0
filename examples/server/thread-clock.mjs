// A clock of the calling thread that stops while the thread waits for a CPU: wall time
// minus the run-queue wait Linux counts in /proc/thread-self/schedstat (second field, ns).
// A stretch measured with it is what the thread's own code took (its computing and its
// blocking I/O), without the share that other processes of a busy machine take from it.
// Plain JavaScript: the pruning worker (tracking/prune-worker.mjs) loads it without a
// TypeScript loader. Where schedstat is missing it is the wall clock (`exact` false).
import { openSync, readSync, closeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** @returns {{ now: () => number, waited: () => number, cpu: () => number, exact: boolean, close: () => void }} */
export function threadClock() {
  /** @type {number | null} */
  let fd = null;
  try {
    // opened by the calling thread: thread-self names it for as long as the file is open
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    fd = null;
  }
  const buf = Buffer.alloc(96);
  /** The thread's time on a CPU and its time waiting for one so far, ms (zeros where not available). */
  const schedstat = () => {
    if (fd === null) return [0, 0];
    const n = readSync(fd, buf, 0, buf.length, 0);
    const [cpu = '0', waited = '0'] = buf.toString('latin1', 0, n).split(' ');
    return [Number(cpu) / 1e6, Number(waited) / 1e6];
  };
  return {
    now: () => performance.now() - (schedstat()[1] ?? 0),
    waited: () => schedstat()[1] ?? 0,
    cpu: () => schedstat()[0] ?? 0,
    exact: fd !== null,
    close: () => {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}
