/** `message` / `plural` (ICU-style messages), `format` and `decimal`. */
import type { Formatter, FormatterContext } from '../api';
import { argValue, asNumber } from './args';
import { isObject } from '../values';
// the date rules of the `datetime` and `datetime-interval` formatters (pure functions), so a
// message formats dates with the same CLDR options even in an engine without the content plugin
import { formatDatetime, parseDatetimeArgs } from '../../content/dates/datetime';
// the instant held within the date range, as the `datetime` formatters read it
import { instantOf } from '../../../domain/dates/instant';
import { formatInterval, intervalSkeletons } from '../../content/dates/interval';
import { zoneOf } from '../../content/dates/site-zone';
import { type Part, type Placeholder, parseMessage } from './message-parse';
import { memoResult, pluralRules } from '../../../domain/intl-cache';
import { formatNumber } from './number-format';
import { DECIMAL, NON_FINITE } from '../../../domain/decimal';

interface Args {
  readonly positional: readonly unknown[];
  readonly named: ReadonlyMap<string, unknown>;
}

function readArgs(ctx: FormatterContext): Args {
  const positional: unknown[] = [];
  const named = new Map<string, unknown>();
  for (const arg of ctx.args) {
    const m = /^([A-Za-z_][\w-]*)=(.+)$/.exec(arg);
    // arguments name data only, as the platform reads them (a literal `3` or `"x"` is a missing path), as written
    // (`{m|message  a}`: {0} is the path "", {1} is a: docs/site-engine.md "Rules the suite found")
    const value = ctx.resolve(m ? (m[2] as string) : arg);
    if (m) named.set(m[1] as string, value);
    positional.push(value);
  }
  return { positional, named };
}

/** A placeholder naming an argument the formatter was not given (not one whose data is missing). */
const NO_ARGUMENT = Symbol('no argument');

function argOf(args: Args, name: string): unknown {
  if (!/^\d+$/.test(name)) return args.named.has(name) ? args.named.get(name) : NO_ARGUMENT;
  const index = Number(name);
  return index < args.positional.length ? args.positional[index] : NO_ARGUMENT;
}

const fractionDigits = (v: unknown): number => {
  const m = typeof v === 'string' ? /\.(\d+)/.exec(v.trim()) : null;
  return m ? (m[1] as string).length : 0;
};

function pluralCategory(value: unknown, locale: string, type: Intl.PluralRuleType): string {
  const digits = fractionDigits(value);
  return pluralRules(locale, { type, minimumFractionDigits: digits }).select(pluralNumber(value));
}

/**
 * A number as the plural rules read it. From 10^9 up, an amount of the same case: 10^9 plus
 * the last six digits of its integer and its fraction as written (CLDR's rules read the
 * integer modulo 10^6 at most and no range that high; ICU reads an amount past a double's
 * precision as "one": "99999999999999999999.99" is `other` in fr, as the platform has it).
 */
function pluralNumber(value: unknown): number {
  const n = asNumber(value);
  if (!(Math.abs(n) >= 1e9)) return n;
  if (!Number.isFinite(n)) return 0; // "Infinity" has the case of 0, as the platform
  const [, integer = '', fraction = ''] = /(\d+)(\.\d+)?$/.exec(typeof value === 'string' ? value : plainNumber(n)) ?? [];
  return Math.sign(n) * (1e9 + Number(integer.slice(-6)) + Number(`0${fraction}`));
}

/** The branch a choice takes, and `#` in it as text. */
function choose(p: Placeholder, value: unknown, ctx: FormatterContext): [Part[] | undefined, string] {
  const branches = p.branches;
  if (!branches) return [undefined, ''];
  // a select reads the value as text, and so does its `#` (a list is "": test/unit/site/engine/message-choices.test.ts "reads a select and its # as text (a list is "")")
  const key = ctx.toText(value);
  if (p.format === 'select') return [branches.get(key) ?? branches.get('other'), key];
  // the number the platform reads (missing and text that is no number are 0)
  const text = hashText(value);
  const n = asNumber(text);
  const type = p.format === 'selectordinal' ? 'ordinal' : 'cardinal';
  // NaN (an argument not given) has the case of 0: fr "one", ru "many", ar "zero" (as the platform, test/unit/site/engine/message-rules.test.ts "chooses the case of 0 for an argument it was not given…")
  const shown = p.offset ? hashText(n - p.offset) : text;
  const category = pluralCategory(Number.isNaN(n) ? 0 : shown, ctx.locale, type);
  // the first branch that matches, in the pattern's order: `=N` by the value, a keyword by its case (`one{..} =1{..}`
  // takes `one` for 1); `#` is the value minus the offset in a keyword's branch, the value itself in an `=N` one (as
  // the platform, docs/site-engine.md "Rules the suite found"; it also keeps the fraction digits the value was written with, "2.50" offset 1 is "1.50",
  // which we do not: docs/site-engine.md "Known gaps")
  for (const [key, parts] of branches) {
    if (key === `=${n}`) return [parts, text];
    if (key === category) return [parts, shown];
  }
  return [branches.get('other'), shown];
}

function placeholderText(p: Placeholder, args: Args, ctx: FormatterContext): string {
  const node = argOf(args, p.names[0] ?? '');
  // an argument not given: a choice reads NaN (`#` is "NaN", the case of 0), anything else writes nothing (test/unit/site/engine/message-rules.test.ts "writes nothing for an argument it was not given, and a…")
  if (node === NO_ARGUMENT || (p.format === 'datetime-interval' && argOf(args, p.names[1] ?? '') === NO_ARGUMENT)) {
    const [parts] = choose(p, NaN, ctx);
    return parts ? render(parts, args, ctx, 'NaN') : '';
  }
  // outside dates an object stands for its `decimalValue` (a money amount), else its `value` (one level); money reads
  // the whole object (as the platform reads message arguments, test/unit/site/engine/platform-rules.test.ts "message: an object argument stands for its value (one…")
  const value = !isObject(node) || p.format.startsWith('datetime') ? node : (node['decimalValue'] ?? node['value'] ?? node);
  switch (p.format) {
    case 'plural':
    case 'selectordinal':
    case 'select': {
      const [parts, hash] = choose(p, value, ctx);
      return parts ? render(parts, args, ctx, hash) : '';
    }
    case 'decimal':
    case 'number': {
      const text = hashText(value); // missing is 0, as the platform
      return formatNumber(exactNumber(text), ctx.locale, p.options);
    }
    case 'datetime': {
      // the `datetime` formatter's rule, with the same CLDR options (date:, time:, wrap:, ...)
      // the instant as the date formatters read it (a missing argument is the epoch, as the platform),
      // in the platform's calendar (platform-calendar.ts: no clamping)
      const n = instantOf(value);
      return n === undefined ? '' : (formatDatetime(n, parseDatetimeArgs(p.options), ctx.locale, zoneOf(ctx)) ?? '');
    }
    case 'datetime-interval': {
      // here text with no number is the epoch too (as the platform, test/unit/site/engine/platform-rules.test.ts "message: a datetime-interval reads text with no number…")
      const start = instantOf(value) ?? 0;
      const end = instantOf(argOf(args, p.names[1] ?? '')) ?? 0;
      return formatInterval(start, end, intervalSkeletons(p.options), ctx.locale, zoneOf(ctx)) ?? '';
    }
    case 'money':
    case 'currency': {
      // The money rule lives with the commerce plugin's `money` formatter.
      return textOf(ctx.format('money', node, p.options), ctx);
    }
    case '':
      return ctx.toText(value);
    default:
      // a format the platform does not have (`unit`, `foo`): nothing, as there
      return '';
  }
}

const textOf = (v: unknown, ctx: FormatterContext): string => (typeof v === 'string' ? v : ctx.toText(v));

/** A number without exponent ("1000000000000000000000", "0.0000001"), as the platform's `#` writes it. */
function plainNumber(n: number): string {
  const text = String(n);
  if (!text.includes('e') || !Number.isFinite(n)) return text;
  return n.toLocaleString('en', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Decimal text as itself (formatNumber keeps its digits), other numeric text as its number. */
const exactNumber = (text: string): number | string => (DECIMAL.test(text) ? text : Number(text));

/**
 * Numeric text as the platform writes it back: a decimal with its fraction as written and its
 * integer without leading zeros or `+` ("-00012.50" is "-12.50", ".5" "0.5"), one with an
 * exponent without it ("1e21" is "1000000000000000000000"), NaN and the infinities by name;
 * anything else (spaces too) is "0".
 */
function numericText(text: string): string {
  const decimal = /^(?<sign>[+-]?)0*(?<integer>\d*)(?<fraction>\.\d*)?$/.exec(text)?.groups;
  if (decimal && /\d/.test(text)) {
    const { sign, integer, fraction = '' } = decimal;
    // "-" kept, "+" dropped; no integer digits is "0"; a lone "." is dropped ("5." is "5")
    return `${sign === '-' ? '-' : ''}${integer || '0'}${fraction === '.' ? '' : fraction}`;
  }
  // (a decimal without exponent is read above: what DECIMAL still takes has one)
  return DECIMAL.test(text) ? plainNumber(Number(text)) : NON_FINITE.test(text) ? String(Number(text)) : '0';
}

/**
 * `#` in a plural: a number or numeric text as written ("1.50"), a boolean as 1 or 0,
 * anything else 0, as the platform writes it.
 */
function hashText(value: unknown): string {
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return numericText(value);
  return '0';
}

function render(parts: readonly Part[], args: Args, ctx: FormatterContext, hash = ''): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('hash' in part) out += hash;
    else out += placeholderText(part, args, ctx);
  }
  return out;
}

/** A pattern's parts, parsed once (the bounded result memo of src/domain/intl-cache.ts). */
const parsed = (text: string): Part[] => memoResult(`message|${text}`, () => parseMessage(text));

/** A message pattern with arguments given as values (the commerce labels and billing phrases). */
export function formatMessage(pattern: string, named: ReadonlyMap<string, unknown>, ctx: FormatterContext, positional: readonly unknown[] = []): string {
  return render(parsed(pattern), { positional, named }, ctx);
}

const message: Formatter = (value, ctx) => {
  if (typeof value !== 'string') return ctx.toText(value);
  return render(parsed(value), readArgs(ctx), ctx);
};

const format: Formatter = (value, ctx) => {
  const values = ctx.args.map((a) => argValue(ctx, a));
  // each `{` to the next `}` (or the end) is a placeholder: its argument when it holds only digits, else nothing
  // ("{ a {b} c}" is " c}", "{x}" and "{0,number}" are "": as the platform, test/unit/site/engine/generated-template-rules.test.ts "format: each { to the next } is a placeholder, its…")
  return ctx.toText(value).replace(/\{([^}]*)\}?/g, (_m, n: string) => (/^\d+$/.test(n) ? argText(values[Number(n)], ctx) : ''));
};

/** A `format` argument as the platform writes it: a list or object as JavaScript's String ("A,B", "[object Object]"). */
const argText = (v: unknown, ctx: FormatterContext): string => (typeof v === 'object' && v !== null ? String(v) : ctx.toText(v));

/**
 * `decimal` of a boolean is nothing, as the platform (a message's `{0 decimal}` reads it as 1 or 0), and
 * of text only a decimal literal, "Infinity" or "NaN" is a number (" 1" and "0x1" are none: test/unit/site/engine/language.test.ts "reads numbers from text as the reference engine…").
 */
const decimal: Formatter = (value, ctx) => {
  const n = typeof value === 'boolean' || (typeof value === 'string' && !DECIMAL.test(value) && !/^[+-]?Infinity$/.test(value)) ? NaN : asNumber(value);
  // NaN (a number, or the text "NaN") is written by name; other text that is no number writes nothing
  return Number.isNaN(n) && typeof value !== 'number' && value !== 'NaN' ? '' : formatNumber(typeof value === 'string' ? exactNumber(value.trim()) : n, ctx.locale, ctx.args.filter(Boolean));
};


export const messageFormatters: Record<string, Formatter> = {
  message,
  plural: message,
  format,
  decimal,
};
