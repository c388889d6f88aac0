import * as z from 'zod/mini';

/**
 * Money as the platform sends it (SPEC.md 3, "Money"): either
 * `{ decimalValue, currencyCode }` or `{ value, currency }`, where `value` is a
 * string of minor units. Both shapes are accepted; `toMinorUnits` reads either.
 */
export const MoneySchema = z.object({
  value: z.optional(z.union([z.string(), z.number()])),
  currency: z.optional(z.string()),
  decimalValue: z.optional(z.union([z.string(), z.number()])),
  currencyCode: z.optional(z.string()),
});
export type Money = z.infer<typeof MoneySchema>;

/** Money in minor units (cents), the one shape the rules compute with. */
export interface Amount {
  /** minor units: cents, or yen for JPY */
  readonly cents: number;
  readonly currency: string;
}
