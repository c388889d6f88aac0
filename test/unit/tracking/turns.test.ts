// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_TIMEOUT_MS } from '../../../src/contract/tracking-constants';
import { MAX_OUTSTANDING, inTurn } from '../../../src/tracking/turns';

/** A send that settles when told to, recording that it started. */
const pending = (started: string[], name: string) => {
  let settle: (status: number) => void = () => {};
  const send = () => {
    started.push(name);
    return new Promise<number>((resolve) => (settle = resolve));
  };
  return { send, settle: (status = 204) => settle(status) };
};

/** Runs what is due now: each request starts in a task of its own (a 0 ms timer), then its promises settle. */
const flush = async () => {
  await vi.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('tracking requests take turns (at most 3 outstanding)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('starts 3, then each waiting one in order as one settles', async () => {
    expect(MAX_OUTSTANDING).toBe(3);
    const started: string[] = [];
    const sends = ['a', 'b', 'c', 'd', 'e'].map((n) => pending(started, n));
    const results = sends.map((s) => inTurn(s.send));
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    sends[1]!.settle(500);
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    sends[0]!.settle();
    sends[2]!.settle();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    sends[3]!.settle();
    sends[4]!.settle(0);
    expect(await Promise.all(results)).toEqual([204, 500, 204, 204, 0]);
  });

  it('holds a beacon’s turn for the tracking timeout after it left', async () => {
    const started: string[] = [];
    const beacons = [0, 1, 2].map(() => inTurn(() => (started.push('beacon'), Promise.resolve(202)), true));
    const next = pending(started, 'post');
    void inTurn(next.send);
    await flush();
    expect(await Promise.all(beacons)).toEqual([202, 202, 202]);
    await flush();
    expect(started).toEqual(['beacon', 'beacon', 'beacon']);
    vi.advanceTimersByTime(TRACKING_TIMEOUT_MS - 1);
    await flush();
    expect(started).toHaveLength(3);
    vi.advanceTimersByTime(1);
    await flush();
    expect(started).toEqual(['beacon', 'beacon', 'beacon', 'post']);
    next.settle();
    vi.advanceTimersByTime(TRACKING_TIMEOUT_MS);
    await flush();
  });

  it('starts each request in a task of its own', async () => {
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((n) => pending(started, n));
    void inTurn(a!.send);
    setTimeout(() => started.push('another task'));
    void inTurn(b!.send);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).toEqual([]); // not in the caller's task
    await vi.runOnlyPendingTimersAsync();
    expect(started).toEqual(['a', 'another task', 'b']);
    a!.settle();
    b!.settle();
    await flush();
  });

  it('sends a request still waiting for its task when the page is left (a click that navigates)', async () => {
    const started: string[] = [];
    const click = pending(started, 'click');
    void inTurn(click.send);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).toEqual([]); // its task has not come
    dispatchEvent(new Event('pagehide')); // the page goes before its timer fires
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).toEqual(['click']);
    click.settle();
    dispatchEvent(new Event('visibilitychange')); // the page is shown again (happy-dom: visible): turns as before
    await flush();
  });

  it('sends every waiting request at once when the page is left', async () => {
    const started: string[] = [];
    const sends = ['a', 'b', 'c', 'd', 'e'].map((n) => pending(started, n));
    sends.forEach((s) => void inTurn(s.send));
    await flush();
    expect(started).toHaveLength(3);
    dispatchEvent(new Event('pagehide'));
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    // once the page is being left, a new request goes in the same task (a timer may never run)
    void inTurn(pending(started, 'f').send);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).toContain('f');
  });
});
