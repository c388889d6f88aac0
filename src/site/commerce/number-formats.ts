import { numberFormat } from '../../domain/intl-cache';
import type { Formatter } from '../engine/api';
import { isRecord } from './read-product';
import { formatMoneyWithOptions } from './money-options';
import { numberFormatOptions } from '../engine/formatters/number-format';
import { parseDecimal, plainText } from '../../domain/decimal';
import { DECIMAL, NON_FINITE } from '../../domain/decimal';

/**
 * Number formatters of the commerce plugin (docs/behaviour.md §9): money of the 27 currencies
 * with Intl, the bookkeeper (cents) money format, and the percentage format with 0
 * ("trim") or 2 minimum and 3 maximum fraction digits.
 */


/**
 * The amount and currency of a Money object, as the platform's `money` reads it (found
 * by the differential suite, test/unit/site/engine/message-choices.test.ts "reads a money object's decimalValue as its number…"): `decimalValue` with `currencyCode`, or `value`
 * with `currency` (the shapes are not mixed); the amount a number or exact decimal text
 * (no spaces); the code as written. Anything else is no money (the formatter writes
 * nothing). docs/behaviour.md's "USD with value 0" default is the widgets' reading (src/domain).
 */
function readMoney(value: unknown): { amount: string; currency: string } | null {
  if (!isRecord(value)) return null;
  const [raw, code] = 'decimalValue' in value ? [value['decimalValue'], value['currencyCode']] : [value['value'], value['currency']];
  // a missing code is no money; any other is an unknown currency unless it is a known code's text:
  // a number or a boolean as its JavaScript text (style:code writes "-1", "true"), null, a list or an object as ""
  if (code === undefined) return null;
  const currency = typeof code === 'string' ? code : typeof code === 'number' || typeof code === 'boolean' ? String(code) : '';
  if (typeof raw === 'number') return Number.isFinite(raw) ? { amount: String(raw), currency } : null;
  return typeof raw === 'string' && DECIMAL.test(raw) ? { amount: raw, currency } : null;
}

let knownCurrencies: ReadonlySet<string> | null = null;

/** ISO 4217 codes the locale data knows (upper case, as CLDR writes them). */
function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/**
 * A code the locale data does not know ("XYZ", "usd") has no symbol and no name: the
 * platform writes the locale's currency pattern with an empty symbol, spaced as a code
 * ("\u00a012.00" and "-\u00a012.00" in en, "12,00\u00a0" in de; compact with style:short),
 * "12.00 " with style:name and the code only with style:code.
 */
function unknownCurrency(amount: string, currency: string, locale: string, options: readonly string[]): string {
  const style = options.find((o) => o.startsWith('style:'))?.slice(6) ?? '';
  // half-even, as every money amount (" 0.12" for 0.125), 2 fraction digits unless the number
  // options say otherwise ("maximumFractionDigits:0" writes " 12", "group:false" no separators)
  const own = numberFormatOptions(options.filter((o) => !/^(style|cash|divisor):/.test(o)));
  const cents: Intl.NumberFormatOptions = { roundingMode: 'halfEven', ...own };
  cents.maximumFractionDigits ??= Math.max(2, cents.minimumFractionDigits ?? 0);
  cents.minimumFractionDigits ??= Math.min(2, cents.maximumFractionDigits);
  if (style === 'code' || style === 'name') {
    const text = numberFormat(locale, cents).format(amount as unknown as number);
    return style === 'code' ? `${text} ${currency}` : `${text} `;
  }
  const digits = style === 'short' ? { notation: 'compact' as const, useGrouping: 'always' as const, roundingMode: 'halfEven' as const } : cents;
  const sign = style === 'accounting' ? { currencySign: 'accounting' as const } : {}; // "( 42.00)" for -42, as a known currency's
  const pattern = numberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'code', ...sign, ...digits });
  return pattern
    .formatToParts(amount as unknown as number)
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('');
}

/**
 * `{price|money}`, `{price|money style:short}`, `{price|money style:name}`: a Money object (either shape);
 * `style:accounting`, `style:code` and number options (`maximumFractionDigits:0`, `round:down`,
 * `group:false`, `cash:true`, `divisor:1000`, ...) as in money-options.ts. No money (see readMoney) is "".
 */
export const money: Formatter = (value, ctx) => {
  const m = readMoney(value);
  return m ? moneyText(m.amount, m.currency, ctx.locale, ctx.args.filter((a) => a.trim() !== '')) : '';
};

/** An exact decimal amount of `currency` as `money` writes it, rounded half-even (the CLDR default), not to cents first. */
export function moneyText(amount: string, currency: string, locale: string, options: readonly string[]): string {
  if (!isKnownCurrency(currency)) return unknownCurrency(amount, currency, locale, options);
  return formatMoneyWithOptions(amount, currency, locale, options);
}

/** The currency of a locale's region (the platform's default for amounts without one). */
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD', GB: 'GBP', AU: 'AUD', CA: 'CAD', CH: 'CHF', MX: 'MXN', BR: 'BRL', SE: 'SEK', DK: 'DKK', NO: 'NOK',
  PL: 'PLN', CZ: 'CZK', RU: 'RUB', JP: 'JPY', KR: 'KRW', CN: 'CNY', TW: 'TWD', TH: 'THB', ID: 'IDR', MY: 'MYR',
  IN: 'INR', IL: 'ILS', EG: 'EGP', NZ: 'NZD', SG: 'SGD', HK: 'HKD', ZA: 'ZAR', AR: 'ARS', CO: 'COP', PH: 'PHP',
};
const EURO = /^(AT|BE|CY|DE|EE|ES|FI|FR|GR|HR|IE|IT|LT|LU|LV|MT|NL|PT|SI|SK)$/;

function localeCurrency(locale: string): string {
  // the engine's locale is a canonical tag (src/site/engine/state.ts usableLocale): Intl.Locale reads it
  const region = new Intl.Locale(locale).maximize().region ?? '';
  return REGION_CURRENCY[region] ?? (EURO.test(region) ? 'EUR' : 'USD');
}

/**
 * `{cents|bookkeeper-money-format}`: minor units as money in the currency of the
 * locale's region ("$12.34" in en, "12,34 €" in fr; an argument does not change it),
 * the exact amount rounded half-even; NaN and the infinities stop the chain (a `.var` keeps its value), anything else but a number or exact
 * decimal text is 0 (as the platform: docs/site-engine.md "Rules the suite found").
 */
export const bookkeeperMoneyFormat: Formatter = (value, ctx) => {
  // NaN and the infinities stop the chain, as the platform's formatter fails there (test/unit/site/commerce/money-names.test.ts "fails on NaN and the infinities (nothing written, the…")
  if (Number.isNaN(value) || NON_FINITE.test(String(value))) ctx.fail('not an amount');
  const cents = parseDecimal(value);
  return moneyText(cents ? plainText(cents, -2) : '0', localeCurrency(ctx.locale), ctx.locale, []);
};

/**
 * `{n|percentage-format}` "123,456.00"; `{n|percentage-format trim}` drops zero decimals. As
 * the platform (test/unit/site/commerce/form-and-percentage-rules.test.ts "keeps every digit of decimal text, rounds to 3 decimals…"): a number or decimal text (no spaces, else 0) with all its digits
 * ("99,999,999,999,999,999,999.99"), at most 3 decimals rounded half-even, no sign on zero.
 */
export const percentageFormat: Formatter = (value, ctx) => {
  const trim = ctx.args.includes('trim');
  const format = numberFormat(ctx.locale, {
    minimumFractionDigits: trim ? 0 : 2,
    maximumFractionDigits: 3,
    roundingMode: 'halfEven',
    signDisplay: 'negative',
  });
  // a number as it is (NaN is "NaN"); decimal text as the exact decimal it is (Intl reads text exactly)
  if (typeof value === 'number') return format.format(value);
  return format.format((typeof value === 'string' && DECIMAL.test(value) ? value : '0') as unknown as number);
};
