import type { Money } from '../contract/money.js';

/**
 * Money rules (SPEC.md 3 "Money", "Currencies (27)"; SPEC.md 9).
 *
 * Both Money shapes are read: `{ decimalValue, currencyCode }` and `{ value, currency }`.
 * In the platform's product JSON both hold the amount in major units as a decimal
 * string (`"100"` is 100.00, `".50"` is 0.50: see the template fixtures); the rules
 * compute in minor units (cents, or yen for JPY). Missing money is USD 0.
 */

/** The 27 store currencies; all have 2 fraction digits except JPY with 0. */
export const CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY = 'USD';

/** Fraction digits of a currency: 0 for JPY, 2 for every other one. */
export function fractionDigits(currency: string): number {
  return currency.toUpperCase() === 'JPY' ? 0 : 2;
}

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

/** Minor units from either Money shape (SPEC.md 3 "Money"); 0 when missing. */
export function toMinorUnits(money: Money | null | undefined): number {
  if (!money) return 0;
  return decimalToMinorUnits(money.decimalValue ?? money.value, moneyCurrency(money));
}

/** Minor units to major units of `currency` (100 cents -> 1). */
export function minorToMajor(cents: number, currency: string = DEFAULT_CURRENCY): number {
  return cents / 10 ** fractionDigits(currency);
}

/** How a formatted amount shows its currency. */
export type MoneyStyle = 'standard' | 'short' | 'name';

const formatCache = new Map<string, Intl.NumberFormat>();

function tryNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | undefined {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return undefined; // unknown locale tag or currency code
  }
}

/** SPEC.md 9: the fallback price format has 2 fraction digits (no currency sign). */
function fallbackFormat(locale: string): Intl.NumberFormat {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return tryNumberFormat(locale, options) ?? new Intl.NumberFormat('en', options);
}

function numberFormat(locale: string, currency: string, style: MoneyStyle): Intl.NumberFormat {
  const key = `${locale}|${currency}|${style}`;
  let format = formatCache.get(key);
  if (!format) {
    const digits = fractionDigits(currency);
    const options: Intl.NumberFormatOptions = { style: 'currency', currency };
    if (style === 'short') options.notation = 'compact';
    else {
      options.minimumFractionDigits = digits;
      options.maximumFractionDigits = digits;
    }
    if (style === 'name') options.currencyDisplay = 'name';
    format = tryNumberFormat(locale, options) ?? tryNumberFormat('en', options) ?? fallbackFormat(locale);
    formatCache.set(key, format);
  }
  return format;
}

/**
 * Locale-aware money text with Intl.NumberFormat: `formatMoney(250000, 'USD', 'en')` is
 * "$2,500.00", `formatMoney(2500, 'JPY', 'en')` is "¥2,500". `short` is compact ("$123K"),
 * `name` spells the currency ("123,456.79 US dollars").
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY, locale = 'en', style: MoneyStyle = 'standard'): string {
  return numberFormat(locale, currency, style).format(minorToMajor(cents, currency));
}

/** The plain amount with the currency's fraction digits and no grouping: 10000 -> "100.00". */
export function formatPlainAmount(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return minorToMajor(cents, currency).toFixed(fractionDigits(currency));
}

/** Amount for analytics events: cents / 100 to 2 decimals (SPEC.md 7, 9). */
export function toAnalyticsAmount(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}
