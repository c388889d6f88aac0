/**
 * CLDR's cash rounding for the store currencies (supplemental currencyData,
 * "fractions": `_cashDigits` and `_cashRounding`), for `money cash:true`.
 * The CLDR library's CurrencyFormatOptions page shows it: DKK rounds to 0.50
 * ("DKK 345.50"), CAD to 0.05 ("CA$345.65")
 * (https://phensley.github.io/cldr-engine/docs/en/api-currencyformatoptions.html).
 */

export interface CashRule {
  /** Cash fraction digits. */
  readonly digits: number;
  /** Rounding increment in units of the last cash digit (5 = 0.05 with 2 digits). */
  readonly increment?: number;
}

const CASH: Readonly<Record<string, CashRule>> = {
  CAD: { digits: 2, increment: 5 },
  CHF: { digits: 2, increment: 5 },
  DKK: { digits: 2, increment: 50 },
  COP: { digits: 0 },
  CZK: { digits: 0 },
  IDR: { digits: 0 },
  NOK: { digits: 0 },
  SEK: { digits: 0 },
};

export function cashRule(currency: string): CashRule | undefined {
  return CASH[currency.toUpperCase()];
}
