import { platformNumber } from '../platform-number';

/**
 * The instant a date formatter reads from a template value, as the platform reads it
 * (docs/site-engine.md "Rules the suite found"; test/unit/site/content/dates.test.ts): the value read as platformNumber reads it
 * (a number is epoch milliseconds; "1.5e3" is 1500, "1e3" 1, "12abc" 12; missing, null, an
 * object or an array is 0, the epoch; a boolean 1 or 0). NaN ("abc", "") is no instant.
 */
export function instantOf(value: unknown): number | undefined {
  const n = platformNumber(value);
  return Number.isNaN(n) ? undefined : n;
}
