/**
 * A number as the platform's template formatters read one (test/diff): a number as it is,
 * a boolean 1 or 0, text up to its first character that is no decimal digit, sign or
 * point ("1e3" is 1, "2.9" 2.9, "" and "abc" NaN), anything else (null, a list) 0.
 */
export function platformNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return 0;
  const lead = /^\s*[+-]?(\d+\.?\d*|\.\d+)/.exec(value);
  return lead ? Number(lead[0].trim()) : NaN;
}

/**
 * A flag as the platform's templates read one (test/diff: `isSubscribable`, `scarcityEnabled`,
 * `calendarView`, gallery options): `true`, the text "true" as it is, or a whole number other
 * than 0 written without exponent (0.5 and 1e21 are false).
 */
export function platformBoolean(value: unknown): boolean {
  return value === true || value === 'true' || (typeof value === 'number' && value !== 0 && /^-?\d+$/.test(String(value)));
}
