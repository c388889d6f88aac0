import { isRecord } from './json';

/**
 * A number as the platform's template formatters read one (test/unit/site/engine/text-and-nth-rules.test.ts "reads text with a point like parseFloat, exponent and…"): a number as it is,
 * a boolean 1 or 0, anything else but text (null, a list) 0. Text with a `.` is read like
 * parseFloat ("1.5e3" is 1500, "4.3e5x" 430000, "1e3.5" 1000, "Infinity.5" Infinity), other
 * text like parseInt ("1e3" is 1, "12abc" 12); "" and "abc" are NaN.
 */
export function platformNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return 0;
  return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
}

/** How many items an array holds or keys an object has; 0 for the rest. */
export function sizeOf(value: unknown): number {
  return Array.isArray(value) ? value.length : isRecord(value) ? Object.keys(value).length : 0;
}

/**
 * A value as a template's condition reads it (`{.if}`, `{.section}`), and so as the
 * platform reads `onSale` and `unlimited`: false, 0, NaN, "", null, missing, [] and {}
 * are false; the rest is true (`-1` and `"no"` too).
 */
export function platformTruthy(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'string':
      return value.length > 0;
    default:
      return sizeOf(value) > 0;
  }
}

/**
 * A flag as the platform's templates read one (test/unit/site/engine/platform-rules.test.ts "template flags (calendarView, gallery options…": `isSubscribable`, `scarcityEnabled`,
 * `calendarView`, gallery options): `true`, the text "true" as it is, or a whole number other
 * than 0 written without exponent (0.5 and 1e21 are false).
 */
export function platformBoolean(value: unknown): boolean {
  return value === true || value === 'true' || (typeof value === 'number' && value !== 0 && /^-?\d+$/.test(String(value)));
}
