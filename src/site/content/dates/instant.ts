/**
 * The instant a date formatter reads from a template value, as the platform reads it
 * (found by the differential suite, test/diff/): a number is epoch milliseconds; text
 * with a `.` is read like parseFloat ("1.5e3" is 1500), other text like parseInt ("1e3"
 * is 1, "12abc" 12); missing, null, an object or an array is 0 (the epoch); a boolean is
 * 1 or 0. Text with no number in front ("abc", "") is no instant.
 */
export function instantOf(value: unknown): number | undefined {
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? undefined : value;
    case 'string': {
      const n = value.includes('.') ? Number.parseFloat(value) : Number.parseInt(value, 10);
      return Number.isNaN(n) ? undefined : n;
    }
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}
