import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/runtime/next-task';

/** src/runtime/next-task.ts: scheduler.yield() where there is one, else a zero-delay timer. */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('nextTask', () => {
  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  });

  it('else resolves after a timer, not before', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const waiting = nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false); // not a microtask: the browser gets a task in between
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });
});
