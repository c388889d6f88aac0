/**
 * Readers for the loose spellings platform JSON uses (SPEC.md 3: `"productType": "1"`,
 * `"isSubscribable": "true"`, prices as numbers or numeric strings).
 */

/** A finite number from a number or a numeric string; `undefined` otherwise. */
export function looseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** `true` for `true`, `"true"` (any case) and non-zero numbers; `false` otherwise. */
export function looseBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return false;
}

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
