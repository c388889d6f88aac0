/** See thread-clock.mjs: wall time minus the thread's run-queue wait (ms). */
export declare function threadClock(): {
  /** Milliseconds; only differences mean anything. */
  now: () => number;
  /** The thread's time waiting for a CPU so far, ms (0 where not available). */
  waited: () => number;
  /** The thread's time on a CPU, ms (0 where not available), as the kernel last counted it (it may lag a few ms behind). */
  cpu: () => number;
  /** False where /proc/thread-self/schedstat is missing: `now` is then the wall clock. */
  exact: boolean;
  close: () => void;
};
