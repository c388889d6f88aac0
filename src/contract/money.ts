import { number, object, optional, string, union } from './zod';
import type { output } from './zod';

/**
 * Money as the platform sends it (docs/behaviour.md §3, "Money"): either
 * `{ decimalValue, currencyCode }` or `{ value, currency }`. docs/behaviour.md calls `value` a
 * string of minor units, but the platform's product JSON (the template fixtures:
 * `{"value": "100"}` renders as 100.00) holds a decimal in major units; we follow the
 * platform, so product prices are `"25.00"`, not `"2500"`. Both shapes are accepted;
 * `toMinorUnits` (src/domain/money.ts) reads either. The cart's own amounts are
 * integers in minor units (`subtotalCents`, `purchasePriceCents`).
 */
export const MoneySchema = object({
  value: optional(union([string(), number()])),
  currency: optional(string()),
  decimalValue: optional(union([string(), number()])),
  currencyCode: optional(string()),
});
export type Money = output<typeof MoneySchema>;

