import { numberFormat } from '../engine/formatters/intl-cache.js';
import { DEFAULT_CURRENCY, formatMoney, moneyCurrency, toMinorUnits } from '../../domain/money.js';
import { looseNumber } from '../../domain/loose.js';
import type { Formatter } from '../engine/api.js';
import { isRecord } from './read-product.js';
import { formatMoneyWithOptions } from './money-options.js';

/**
 * Number formatters of the commerce plugin (SPEC.md 9): money of the 27 currencies
 * with Intl, the bookkeeper (cents) money format, and the percentage format with 0
 * ("trim") or 2 minimum and 3 maximum fraction digits.
 */

/**
 * `{price|money}`, `{price|money style:short}`, `{price|money style:name}`: a Money object (either shape);
 * `style:accounting`, `style:code` and number options (`maximumFractionDigits:0`, `round:down`,
 * `group:false`, `cash:true`, `divisor:1000`, ...) as in money-options.ts. Unreadable amounts are 0.
 */
export const money: Formatter = (value, ctx) => {
  if (!isRecord(value)) return '';
  const options = ctx.args.filter((a) => a.trim() !== '');
  const raw = value['decimalValue'] ?? value['value'];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  // the exact decimal, rounded half-even (the CLDR default), not rounded to cents first
  if (text !== '' && Number.isFinite(Number(text))) return formatMoneyWithOptions(text, moneyCurrency(value), ctx.locale, options);
  return formatMoney(toMinorUnits(value), moneyCurrency(value), ctx.locale);
};

/** `{cents|bookkeeper-money-format}`: minor units as money ("$123.45"); unreadable is 0. */
export const bookkeeperMoneyFormat: Formatter = (value, ctx) => {
  const currency = ctx.args[0] ?? DEFAULT_CURRENCY;
  return formatMoney(Math.round(looseNumber(value) ?? 0), moneyCurrency({ currency }), ctx.locale);
};

/** `{n|percentage-format}` "123,456.00"; `{n|percentage-format trim}` drops zero decimals. */
export const percentageFormat: Formatter = (value, ctx) => {
  const trim = ctx.args.includes('trim');
  const format = numberFormat(ctx.locale, { minimumFractionDigits: trim ? 0 : 2, maximumFractionDigits: 3 });
  return format.format(looseNumber(value) ?? 0);
};
