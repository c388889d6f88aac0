import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_TIMINGS, type ButtonEvent, type ButtonState, statusOf, transition } from '../../../src/domain/add-button-machine';

/** Drives the pure machine with fake timers, the way the widget does. */
const run = () => {
  let state: ButtonState = 'idle';
  const calls: string[] = [];
  const send = (event: ButtonEvent) => {
    const step = transition(state, event);
    state = step.state;
    if (step.startAdding) calls.push('add');
    if (step.after) {
      const next = step.after.event;
      setTimeout(() => send(next), step.after.ms);
    }
  };
  return { send, calls, get state() { return state; } };
};

describe('add-to-cart button machine (docs/behaviour.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows added 1 s after success, for 2 s, then idle', () => {
    const m = run();
    m.send({ type: 'click' });
    expect(m.state).toBe('adding');
    m.send({ type: 'success' });
    vi.advanceTimersByTime(999);
    expect(m.state).toBe('adding');
    vi.advanceTimersByTime(1);
    expect(m.state).toBe('added');
    vi.advanceTimersByTime(1999);
    expect(m.state).toBe('added');
    vi.advanceTimersByTime(1);
    expect(m.state).toBe('idle');
  });

  it('returns to idle 1 s after a failure', () => {
    const m = run();
    m.send({ type: 'click' });
    m.send({ type: 'failure' });
    vi.advanceTimersByTime(999);
    expect(m.state).toBe('adding');
    vi.advanceTimersByTime(1);
    expect(m.state).toBe('idle');
  });

  it('is locked against repeat clicks while adding and added', () => {
    const m = run();
    m.send({ type: 'click' });
    m.send({ type: 'click' });
    m.send({ type: 'success' });
    vi.advanceTimersByTime(BUTTON_TIMINGS.addedAfterMs);
    m.send({ type: 'click' });
    expect(m.state).toBe('added');
    expect(m.calls).toEqual(['add']);
    vi.advanceTimersByTime(BUTTON_TIMINGS.addedForMs);
    m.send({ type: 'click' });
    expect(m.calls).toEqual(['add', 'add']);
  });

  it('maps states to event statuses, empty on idle', () => {
    expect(statusOf('adding')).toBe('adding');
    expect(statusOf('added')).toBe('added');
    expect(statusOf('idle')).toBe('');
  });

  it('keeps the animation at 0.2 s', () => {
    expect(BUTTON_TIMINGS.animationMs).toBe(200);
  });
});
