/**
 * Readers for the loose spellings platform JSON uses (docs/behaviour.md §3: `"productType": "1"`,
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
