/**
 * Sliding-window counters over a bounded key store: each key keeps two fixed windows
 * (this one and the last), and the count is the last window's share still inside the
 * sliding window plus this window's. At most `capacity` keys are kept; the least
 * recently used is forgotten first (a Map keeps insertion order; a hit re-inserts).
 */
export interface BoundedCounter {
  /** Counts one hit for `key` when under `max`; answers the wait in ms when over, else 0. */
  hit(key: string, max: number, now?: number): number;
  readonly size: number;
}

interface Slot {
  start: number;
  current: number;
  previous: number;
}

export function boundedCounter(windowMs: number, capacity: number): BoundedCounter {
  const slots = new Map<string, Slot>();
  const roll = (slot: Slot, now: number) => {
    const elapsed = Math.floor((now - slot.start) / windowMs);
    if (elapsed <= 0) return;
    slot.previous = elapsed === 1 ? slot.current : 0;
    slot.current = 0;
    slot.start += elapsed * windowMs;
  };
  return {
    hit(key, max, now = Date.now()) {
      const slot = slots.get(key) ?? { start: now, current: 0, previous: 0 };
      slots.delete(key);
      slots.set(key, slot);
      if (slots.size > capacity) {
        const oldest = slots.keys().next();
        if (!oldest.done) slots.delete(oldest.value);
      }
      roll(slot, now);
      const weight = 1 - (now - slot.start) / windowMs;
      const count = slot.previous * weight + slot.current;
      if (count + 1 > max) return Math.max(1, Math.ceil(slot.start + windowMs - now));
      slot.current++;
      return 0;
    },
    get size() {
      return slots.size;
    },
  };
}
