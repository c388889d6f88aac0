/**
 * `money` with the CLDR currency format options: the currency styles
 * 'symbol' | 'accounting' | 'code' | 'name' | 'short' and the number options
 * (digits, `round`, `group`, `divisor`, `cash`) of the CLDR number formatting
 * the platform uses. `accounting` is CLDR's accounting pattern (negative
 * amounts in parentheses in `en`); `code` writes the amount then the ISO 4217
 * code ("1,234.50 USD"). The amount is read as the decimal it is and rounded
 * half-even (CurrencyFormatOptions defaults: style 'symbol', group true, round
 * 'half-even', cash false:
 * https://phensley.github.io/cldr-engine/docs/en/api-currencyformatoptions.html).
 * The fraction digits are the platform's for the currency (found by the differential
 * suite, docs/site-engine.md "Rules the suite found"): 0 for JPY, COP and IDR, 2 for the others. `cash:true` changes
 * nothing there (the platform has no cash rounding).
 */
import { fractionDigits } from '../../domain/money';
import { memoResult, numberFormat, pluralRules } from '../../domain/intl-cache';
import { COMPACT_GROUPING, divisorOf, formatWithDivisor, numberFormatOptions, pastDroppedPlace } from '../engine/formatters/number-format';

/** Options that are not number options of Intl (handled here). */
const OWN = /^(style|cash|divisor):/;
/** Currencies the platform writes without fraction digits besides JPY (KRW: a locale currency, bookkeeper-money-format) (docs/behaviour.md's 2 digits are the widgets' minor units). */
const WHOLE = /^(COP|IDR|KRW)$/;

/** Money text (pure, so kept in the engine's bounded result memo: pages format the same prices again and again). */
export function formatMoneyWithOptions(amount: number | string, currency: string, locale: string, options: readonly string[]): string {
  return memoResult(`money|${amount}|${currency}|${locale}|${JSON.stringify(options)}`, () => moneyText(amount, currency, locale, options));
}

function moneyText(amount: number | string, currency: string, locale: string, options: readonly string[]): string {
  const style = options.find((o) => o.startsWith('style:'))?.slice(6) ?? '';
  const base = numberFormatOptions(options.filter((o) => !OWN.test(o)));
  // a lone minimum fraction digits keeps the currency's maximum ("$1,234.57" for min:1), as the platform
  if (!options.some((o) => /^(maximumFractionDigits|maxFrac):/.test(o))) delete base.maximumFractionDigits;
  const digits = defaultDigits(currency, base);
  const intl: Intl.NumberFormatOptions = { ...digits, ...base, style: 'currency', currency };
  if (style === 'accounting') intl.currencySign = 'accounting';
  else if (style === 'short') {
    intl.notation = 'compact';
    intl.compactDisplay = 'short';
    intl.useGrouping ??= COMPACT_GROUPING;
    // compact amounts take the compact rounding, not the currency's digits (an undefined option is no option)
    intl.minimumFractionDigits = base.minimumFractionDigits;
    intl.maximumFractionDigits = base.maximumFractionDigits;
    // the platform's ar data has no short currency patterns: the whole amount, in the compact rounding (test/unit/site/engine/platform-rules.test.ts "money style:short in ar: the whole amount in the…")
    if (/^ar(-|$)/.test(locale)) {
      delete intl.notation;
      if (intl.maximumFractionDigits === undefined) {
        Object.assign(intl, Math.abs(Number(amount)) >= 10 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 2 });
      }
    }
  }
  if (pastDroppedPlace(Number(amount), intl)) amount = 0;
  try {
    if (intl.notation === 'compact') {
      const divisor = divisorOf(options);
      // the divisor holds within its magnitude only (as the platform, number-format.ts)
      const size = Math.abs(Number(amount));
      const text = divisor === undefined || size < divisor || size >= divisor * 1000 ? undefined : formatWithDivisor(Number(amount), divisor, locale, intl);
      if (text !== undefined) return text;
    }
    if (style === 'code' || style === 'name') return unitStyle(amount, locale, intl, style === 'code' ? currency : undefined);
    // Intl.NumberFormat v3 reads a string as the exact decimal it is
    return numberFormat(locale, intl).format(amount as number);
  } catch {
    return numberFormat(locale, { ...base, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));
  }
}

/**
 * `style:code` and `style:name` as the platform writes them: the amount in the locale's
 * plain number symbols (fr-CH "1 234,50", de-AT "1 234 567,50", not its currency symbols),
 * the locale's currency unit joiner (CLDR unitPattern: ja "1,234.50USD", fr-CA a no-break
 * space), then the ISO code or the plural currency name (found by the differential suite).
 * A locale that names the currency before the amount keeps Intl's text. Whole millions in fr, es, it, pt
 * and ca take the currency's display name, as the platform writes them (millionsCase below; the rule
 * given up in the s6 round and bought back in the s7 round: docs/site-engine.md).
 */
function unitStyle(amount: number | string, locale: string, intl: Intl.NumberFormatOptions, code: string | undefined): string {
  const named = numberFormat(locale, { ...intl, currencyDisplay: 'name' });
  const parts = named.formatToParts(amount as number);
  const at = parts.findIndex((p) => p.type === 'currency');
  const last = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'fraction');
  if (at < last) return named.format(amount as number);
  const amountOnly: Intl.NumberFormatOptions = { ...intl, style: 'decimal' };
  delete amountOnly.currency;
  const joiner = parts.slice(last + 1, at).map((p) => p.value).join('');
  const name = code ?? (millionsCase(parts, locale) ? currencyName(locale, intl.currency ?? '') : undefined) ?? parts[at]?.value ?? '';
  return `${numberFormat(locale, amountOnly).format(amount as number)}${joiner}${name}`;
}

/**
 * Whether the amount, as written, is in a locale's `many` case that only whole millions take
 * (fr, es, it, pt, ca: "1 000 000"): the platform's CLDR data names no currency in that case and
 * writes its display name ("100.000.000 Rupia indonésia" in pt-BR), where Intl uses `other`
 * (found by the differential suite). Locales where `many` is a common case (ru, pl) have names.
 */
function millionsCase(parts: readonly Intl.NumberFormatPart[], locale: string): boolean {
  const rules = pluralRules(locale, {});
  // no fraction digits written, and `many` is the millions' case there when no other amount takes it
  return (
    !parts.some((p) => p.type === 'fraction') &&
    rules.select(Number(parts.filter((p) => p.type === 'integer').map((p) => p.value).join(''))) === 'many' &&
    [5, 11, 20].every((n) => rules.select(n) !== 'many')
  );
}

/** The currency's display name in the locale ("Rupia indonésia"), or undefined. */
function currencyName(locale: string, currency: string): string | undefined {
  // not memoised: only whole millions in a few locales come here
  try {
    return new Intl.DisplayNames(locale, { type: 'currency' }).of(currency);
  } catch {
    return undefined;
  }
}

/** The currency's fraction digits, unless digit options were given. */
function defaultDigits(currency: string, base: Intl.NumberFormatOptions): Intl.NumberFormatOptions {
  if (base.minimumSignificantDigits !== undefined || base.maximumSignificantDigits !== undefined) return {};
  const digits = WHOLE.test(currency) ? 0 : fractionDigits(currency);
  const min = base.minimumFractionDigits;
  const max = base.maximumFractionDigits;
  return {
    minimumFractionDigits: Math.min(min ?? digits, max ?? digits),
    maximumFractionDigits: max ?? Math.max(digits, min ?? 0),
  };
}
