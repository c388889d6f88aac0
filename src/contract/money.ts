import { number, object, optional, string, union } from './zod.js';
import type { output } from './zod.js';

/**
 * Money as the platform sends it (SPEC.md 3, "Money"): either
 * `{ decimalValue, currencyCode }` or `{ value, currency }`, where `value` is a
 * string of minor units. Both shapes are accepted; `toMinorUnits` reads either.
 */
export const MoneySchema = object({
  value: optional(union([string(), number()])),
  currency: optional(string()),
  decimalValue: optional(union([string(), number()])),
  currencyCode: optional(string()),
});
export type Money = output<typeof MoneySchema>;

/** Money in minor units (cents), the one shape the rules compute with. */
export interface Amount {
  /** minor units: cents, or yen for JPY */
  readonly cents: number;
  readonly currency: string;
}
