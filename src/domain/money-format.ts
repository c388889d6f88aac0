/**
 * Money as text (docs/behaviour.md §9): the fraction digits of the 27 currencies and the
 * locale-aware format. Apart from the other money rules (money.ts, which re-exports
 * this file) because the cart pill formats its subtotal at mount on every product
 * page, and a file in the product page's shared chunk brings every rule of it that any
 * other chunk uses.
 */

import { isCurrency } from '../contract/constants';
import { boundedMemo } from './bounded-memo';

export const DEFAULT_CURRENCY = 'USD';

/** Fraction digits of a currency: 0 for JPY, 2 for every other one. */
export function fractionDigits(currency: string): number {
  return currency.toUpperCase() === 'JPY' ? 0 : 2;
}

/** Minor units to major units of `currency` (100 cents -> 1). */
export function minorToMajor(cents: number, currency: string = DEFAULT_CURRENCY): number {
  return cents / 10 ** fractionDigits(currency);
}

/** How a formatted amount shows its currency. */
export type MoneyStyle = 'standard' | 'short' | 'name';

/** Built formats by locale, currency and style, at the default capacity (docs/behaviour.md §9). */
const moneyFormats = boundedMemo();

function tryNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | undefined {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return undefined; // unknown locale tag or currency code
  }
}

/** docs/behaviour.md §9: the fallback price format has 2 fraction digits (no currency sign). */
function fallbackFormat(locale: string): Intl.NumberFormat {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return tryNumberFormat(locale, options) ?? new Intl.NumberFormat('en', options);
}

/**
 * The format of an amount in `currency`. A code outside the 27 store currencies (docs/behaviour.md
 * §3 "Money"), even one Intl knows ("KRW", "XYZ"), gets the fallback price format: an amount
 * is never shown with a sign the store does not sell in.
 */
function numberFormat(locale: string, currency: string, style: MoneyStyle): Intl.NumberFormat {
  return moneyFormats(`${locale}|${currency}|${style}`, () => {
    if (!isCurrency(currency.toUpperCase())) return fallbackFormat(locale);
    const digits = fractionDigits(currency);
    const options: Intl.NumberFormatOptions = { style: 'currency', currency };
    if (style === 'short') options.notation = 'compact';
    else {
      options.minimumFractionDigits = digits;
      options.maximumFractionDigits = digits;
    }
    if (style === 'name') options.currencyDisplay = 'name';
    return tryNumberFormat(locale, options) ?? tryNumberFormat('en', options) ?? fallbackFormat(locale);
  });
}

/**
 * Locale-aware money text with Intl.NumberFormat: `formatMoney(250000, 'USD', 'en')` is
 * "$2,500.00", `formatMoney(2500, 'JPY', 'en')` is "¥2,500". `short` is compact ("$123K"),
 * `name` spells the currency ("123,456.79 US dollars").
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY, locale = 'en', style: MoneyStyle = 'standard'): string {
  return numberFormat(locale, currency, style).format(minorToMajor(cents, currency));
}

