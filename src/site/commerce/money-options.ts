/**
 * `money` with CLDR currency format options beyond the plain styles: the
 * currency styles 'symbol' | 'accounting' | 'code' | 'name' | 'short' and the
 * number options (digits, `round`, `group`) of the CLDR number formatting
 * the platform uses. `accounting` is CLDR's accounting pattern (negative
 * amounts in parentheses in `en`); `code` writes the amount then the ISO 4217 code ("1,234.50 USD"). The amount
 * is read as the decimal it is, not rounded to cents first.
 */
import { numberFormat } from '../engine/formatters/intl-cache.js';
import { numberFormatOptions } from '../engine/formatters/number-format.js';

/** Styles the domain money format renders itself (fixture-pinned output). */
export const PLAIN_MONEY_STYLES = new Set(['', 'symbol', 'standard', 'short', 'name']);

/** True when the options need this formatter: a style beyond the plain ones, or a number option. */
export function needsMoneyOptions(options: readonly string[]): boolean {
  return options.some((o) => (o.startsWith('style:') ? !PLAIN_MONEY_STYLES.has(o.slice(6)) : o.trim() !== ''));
}

export function formatMoneyWithOptions(amount: number, currency: string, locale: string, options: readonly string[]): string {
  const style = options.find((o) => o.startsWith('style:'))?.slice(6) ?? '';
  const base = numberFormatOptions(options.filter((o) => !o.startsWith('style:')));
  const intl: Intl.NumberFormatOptions = { ...base, style: 'currency', currency };
  if (style === 'accounting') intl.currencySign = 'accounting';
  else if (style === 'name') intl.currencyDisplay = 'name';
  else if (style === 'short') {
    intl.notation = 'compact';
    intl.compactDisplay = 'short';
  }
  try {
    if (style === 'code') {
      // the CLDR library's code style writes the amount, a space, then the ISO code:
      // "69,900.00 USD" (github.com/Squarespace/cldr README, "Currency formatting")
      const digits = numberFormat(locale, intl).resolvedOptions().maximumFractionDigits;
      const amountOnly = { ...base, minimumFractionDigits: base.minimumFractionDigits ?? digits, maximumFractionDigits: base.maximumFractionDigits ?? digits };
      return `${numberFormat(locale, amountOnly).format(amount)} ${currency}`;
    }
    return numberFormat(locale, intl).format(amount);
  } catch {
    return numberFormat(locale, { ...base, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  }
}
