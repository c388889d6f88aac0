import type { Money } from '../contract/money';
import { DEFAULT_CURRENCY, fractionDigits, minorToMajor } from './money-format';

export * from './money-format';

/**
 * Money rules (docs/behaviour.md §3 "Money", "Currencies (27)"; docs/behaviour.md §9).
 *
 * Both Money shapes are read: `{ decimalValue, currencyCode }` and `{ value, currency }`.
 * In the platform's product JSON both hold the amount in major units as a decimal
 * string (`"100"` is 100.00, `".50"` is 0.50: see the template fixtures); the rules
 * compute in minor units (cents, or yen for JPY). Missing money is USD 0.
 */

/** The 27 store currencies (defined with the contract's constants, where the schemas read them). */
export { CURRENCIES, type Currency, isCurrency } from '../contract/constants';

/** The currency code of either Money shape; USD when missing. */
export function moneyCurrency(money: Money | null | undefined): string {
  const code = money?.currencyCode ?? money?.currency;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : DEFAULT_CURRENCY;
}

/** A major-unit decimal (`"12.5"`, `".50"`, `3`) as minor units of `currency`; 0 when unreadable. */
export function decimalToMinorUnits(decimal: unknown, currency: string = DEFAULT_CURRENCY): number {
  const n = typeof decimal === 'number' ? decimal : typeof decimal === 'string' ? Number(decimal.trim()) : NaN;
  if (!Number.isFinite(n)) return 0;
  const cents = Math.round(n * 10 ** fractionDigits(currency));
  return cents === 0 ? 0 : cents; // no -0
}

/** Minor units from either Money shape (docs/behaviour.md §3 "Money"); 0 when missing. */
export function toMinorUnits(money: Money | null | undefined): number {
  if (!money) return 0;
  return decimalToMinorUnits(money.decimalValue ?? money.value, moneyCurrency(money));
}

/** The plain amount with the currency's fraction digits and no grouping: 10000 -> "100.00". */
export function formatPlainAmount(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return minorToMajor(cents, currency).toFixed(fractionDigits(currency));
}

/** Amount for analytics events: cents / 100 to 2 decimals (docs/behaviour.md §7, 9). */
export function toAnalyticsAmount(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}
