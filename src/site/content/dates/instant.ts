/**
 * The instant a date formatter reads from a template value, as the platform reads it
 * (found by the differential suite, test/diff/): a number is epoch milliseconds; a
 * string is read like parseFloat (leading spaces, then the longest number: "12abc" is
 * 12); missing, null, an object or an array is 0 (the epoch); a boolean is 1 or 0. Text
 * with no number in front ("abc", "") is no instant.
 */
export function instantOf(value: unknown): number | undefined {
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? undefined : value;
    case 'string': {
      const n = Number.parseFloat(value);
      return Number.isNaN(n) ? undefined : n;
    }
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}
