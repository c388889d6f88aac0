import { LIMITS } from '../limits.js';

const MINUTE_MS = 60_000;
/** The longest wait between two guesses once locked out. */
const MAX_WAIT_MS = 15 * MINUTE_MS;
/** A quiet address (no failed guess for this long) starts again from a clean slate. */
const FORGET_MS = MAX_WAIT_MS;

interface Record {
  /** Failed guesses of the last minute (times). */
  recent: number[];
  /** Failed guesses made past the minute's allowance: the next wait is 2^(over - 1) seconds. */
  over: number;
  /** No guess is read before this time. */
  until: number;
  last: number;
}

export interface GuessThrottle {
  /** Wait in ms before this address may guess again (0: now). */
  wait(address: string, now?: number): number;
  /** Counts a failed guess; answers the wait it starts (0 while under the allowance). */
  failed(address: string, now?: number): number;
  /** A right password clears the address's record. */
  succeeded(address: string): void;
}

/**
 * Owner sign-in guesses per client address, whatever the crumb: LIMITS.signInGuessesPerMinute
 * failed guesses a minute, then each further failure makes the next guess wait twice as
 * long as the last (1 s, 2 s, 4 s … up to 15 minutes). Guesses during a wait are not read.
 * At most LIMITS.rateKeys addresses are remembered, the least recently seen forgotten first.
 */
export function guessThrottle(): GuessThrottle {
  const records = new Map<string, Record>();
  const get = (address: string, now: number): Record => {
    let record = records.get(address);
    if (!record || now - record.last > FORGET_MS) record = { recent: [], over: 0, until: 0, last: now };
    records.delete(address);
    records.set(address, record);
    if (records.size > LIMITS.rateKeys) records.delete(records.keys().next().value!);
    return record;
  };
  return {
    wait: (address, now = Date.now()) => Math.max(0, (records.get(address)?.until ?? 0) - now),
    failed(address, now = Date.now()) {
      const record = get(address, now);
      record.last = now;
      record.recent = record.recent.filter((t) => now - t < MINUTE_MS);
      record.recent.push(now);
      if (record.recent.length < LIMITS.signInGuessesPerMinute && record.over === 0) return 0;
      record.over++;
      record.until = now + Math.min(MAX_WAIT_MS, 1000 * 2 ** (record.over - 1));
      return record.until - now;
    },
    succeeded: (address) => void records.delete(address),
  };
}
