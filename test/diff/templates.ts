/**
 * Generated templates over the language: variables and formatter chains with the
 * documented argument forms, sections, repeated sections with alternates, `.or`,
 * `.var`, `.if`, predicates, macros, `apply`, `.include`, `.eval`, nested; rendered with
 * a data universe of every value shape (plus a generated JSON value), a locale and a
 * currency.
 */
import fc from 'fast-check';
import { formatters, predicates } from '../../src/site/index.js';
import type { DiffCase } from './compare.js';

/** Every currency of docs/behaviour.md §3 "Currencies (27)" (defined once, in the contract). */
import { CURRENCIES } from '../../src/contract/constants.js';
export { CURRENCIES };

/** Locales sites use for money and dates, and tags no engine knows. */
export const LOCALES = [
  'en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'fr', 'fr-FR', 'fr-CA', 'fr-CH', 'de', 'de-DE', 'de-CH', 'es',
  'es-ES', 'es-MX', 'it', 'pt-BR', 'pt-PT', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'ru', 'ja', 'ko',
  'zh-CN', 'zh-TW', 'th', 'id', 'ms', 'hi', 'he', 'ar',
] as const;
export const INVALID_LOCALES = ['xx', 'zz-ZZ', 'en_US', 'not a locale', '123'] as const;

/** The data every generated template renders with (`gen` is generated per case). */
export function universe(currency: string, gen: unknown): Record<string, unknown> {
  return {
    n: 1234.5678,
    int: 3,
    zero: 0,
    neg: -42.125,
    big: 12345678901,
    tiny: 0.000123,
    numstr: '1234.5',
    str: 'Hello World',
    words: 'the quick brown fox jumps over the lazy dog',
    html: '<a href="x">Tom & "Jerry"</a>',
    empty: '',
    t: true,
    f: false,
    nil: null,
    ts: 1700000000000,
    ts2: 1700086400000,
    list: ['a', 'b', 'c'],
    nums: [3, 1, 2],
    none: [],
    obj: { x: 1, y: 'why', nested: { z: [1, { w: 'deep' }] } },
    items: [
      { title: 'One', price: 10, recordType: 1, url: '/one' },
      { title: 'Two', price: 0, recordType: 11, url: '/two' },
      { title: '<Three>', price: -2.5, recordType: 2 },
    ],
    money: { decimalValue: '1234.56', currencyCode: currency },
    money2: { value: '99.9', currency },
    cents: 123456,
    currency,
    gen,
  };
}

const REFS = [
  'n', 'int', 'zero', 'neg', 'big', 'tiny', 'numstr', 'str', 'words', 'html', 'empty', 't', 'f', 'nil',
  'ts', 'list', 'nums', 'none', 'obj', 'obj.x', 'obj.nested.z.1.w', 'items', 'items.0.title', 'money',
  'money.decimalValue', 'money2', 'cents', 'currency', 'gen', 'gen.a', 'missing', 'missing.deep', '@', '@index',
  'list.1', 'obj.y',
] as const;

/** Documented argument forms per formatter (each entry is the text after the name). */
export const ARGS: Readonly<Record<string, readonly string[]>> = {
  money: ['', ' style:short', ' style:name', ' style:code', ' style:accounting', ' currency:EUR', ' minimumFractionDigits:0', ' maximumFractionDigits:0', ' group:false', ' cash:true', ' round:floor'],
  decimal: ['', ' style:short', ' style:long', ' style:percent', ' style:permille', ' style:scientific', ' maximumFractionDigits:1', ' minimumFractionDigits:3', ' maxSig:2', ' round:ceil', ' group:false', ' divisor:1000 style:short'],
  date: ['', ' %Y-%m-%d', ' %A %B %e, %Y', ' %H:%M:%S %Z', ' %c', ' %x %X', ' %s', ' %j %U %W', ' %I:%M %p'],
  datetime: ['', ' date:short', ' date:medium', ' date:long', ' date:full', ' time:short', ' datetime:long', ' skeleton:yMMMd', ' skeleton:Hm', ' date:full time:short'],
  'datetime-interval': ['', ' yMMMd', ' hm', ' skeleton:yMMM', ' date:yMd time:Hm'],
  'relative-time': ['', ' numericOnly:true', ' field:day', ' width:short', ' alwaysNow:true'],
  timesince: [''],
  message: [' one', ' two three', ' x y z'],
  plural: ['', ' item', ' one two', ' one few many'],
  pluralize: ['', ' y ies', ' /s', ' a/b', '/a/b'],
  truncate: ['', ' 5', ' 10 ...', ' 3 !', ' 0', ' -1', ' abc'],
  round: [''],
  mod: ['', ' 2', ' 3', ' 0', ' -2'],
  cycle: [' a b c', ' x'],
  iter: [''],
  count: [''],
  json: [''],
  'json-pretty': [''],
  html: [''],
  htmlattr: [''],
  htmltag: [''],
  safe: [''],
  slugify: [''],
  smartypants: [''],
  'url-encode': [''],
  'encode-uri': [''],
  'encode-uri-component': [''],
  'encode-space': [''],
  capitalize: [''],
  str: [''],
  raw: [''],
  output: [' a b', ''],
  get: [' obj.x', ' str', ' missing'],
  prop: [' x', ' nested', ' 0'],
  lookup: [' str', ' obj.y'],
  'key-by': [' title', ' recordType'],
  format: [' str', ' n str'],
  'percentage-format': ['', ' trim'],
  'bookkeeper-money-format': [''],
  'cart-subtotal': [''],
  'cart-quantity': [''],
  apply: [' m', ' missing-partial'],
  width: [''],
  height: [''],
  'image-color': ['', ' topLeft', ' center'],
};
export const GENERIC_ARGS = ['', ' 1', ' a b', ':x:y', ' style:short', ' %Y'] as const;

/** Names the engines do not have, for UNKNOWN_FORMATTER / UNKNOWN_PREDICATE. */
const UNKNOWN_FORMATTERS = ['bogus', 'Money'] as const;

export const formatterNames = [...Object.keys(formatters).filter((n) => n !== 'json-script'), ...UNKNOWN_FORMATTERS];
export const predicateNames = [...Object.keys(predicates), 'bogus?'];

export const PREDICATE_ARGS = ['', ' 2', ' str', ' n 1234.5678', ' int 3', ' "Hello World"', ' obj.x 1', ':str:"x"', ' 0'] as const;

const ref = fc.constantFrom(...REFS);

const formatterCall = fc.constantFrom(...formatterNames).chain((name) =>
  fc.constantFrom(...(ARGS[name] ?? GENERIC_ARGS)).map((args) => `|${name}${args}`),
);

const variable = fc
  .tuple(fc.array(ref, { minLength: 1, maxLength: 2 }), fc.array(formatterCall, { maxLength: 2 }))
  .map(([refs, calls]) => `{${refs.join(',')}${calls.join('')}}`);

const predicate = fc
  .tuple(fc.constantFrom(...predicateNames), fc.constantFrom(...PREDICATE_ARGS))
  .map(([name, args]) => `.${name.endsWith('?') ? name : `${name}?`}${args}`);

const ifCond = fc
  .tuple(fc.array(fc.tuple(fc.boolean(), ref), { minLength: 1, maxLength: 3 }), fc.constantFrom(' && ', ' || '))
  .map(([operands, op]) => `.if ${operands.map(([not, r]) => `${not ? '!' : ''}${r}`).join(op)}`);

const EXPRESSIONS = ['1 + 2 * 3', 'n > 1000', 'str == "Hello World"', '@x = int * 2', 'str(int) + "!"', 'num("12") / 4', 'len(list)', '1 / 0', '(1 +', '"a" < "b"', 'int % 2 == 1 ? "odd" : "even"'] as const;

const text = fc.constantFrom('', 'x', ' ', '\n', '<p>', ' - ', '{', '}', 'a{b');

type Tree = string;

const { node } = fc.letrec<{ node: Tree; block: Tree; body: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    variable,
    tie('block'),
    fc.constantFrom(...EXPRESSIONS).map((e) => `{.eval ${e}}`),
    fc.tuple(ref, fc.array(formatterCall, { maxLength: 1 })).map(([r, calls]) => `{.var @v ${r}${calls.join('')}}{@v}`),
    fc.constantFrom('{.include m}', '{@|apply m}', '{items|apply m}', '{.include nope}', '{@|apply nope}', '{@index}', '{.newline}{.space}{.tab}'),
  ),
  body: fc.array(tie('node'), { maxLength: 3 }).map((nodes) => nodes.join('')),
  block: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(ref, tie('body'), fc.option(tie('body'))).map(([r, b, or]) => `{.section ${r}}${b}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc
      .tuple(ref, tie('body'), fc.option(tie('body')), fc.option(tie('body')))
      .map(([r, b, alt, or]) => `{.repeated section ${r}}${b}${alt === null ? '' : `{.alternates with}${alt}`}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc.tuple(predicate, tie('body'), fc.option(tie('body'))).map(([p, b, or]) => `{${p}}${b}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc.tuple(ifCond, tie('body'), fc.option(tie('body'))).map(([c, b, or]) => `{${c}}${b}${or === null ? '' : `{.or}${or}`}{.end}`),
  ),
}));

const MACROS = ['', '{.macro m}[{@|json}]{.end}', '{.macro m}{.section title}{@|html}{.or}none{.end}{.end}'] as const;

/** A generated template case: template, the data universe, a locale and a currency. */
export const generatedCase: fc.Arbitrary<DiffCase> = fc
  .record({
    macro: fc.constantFrom(...MACROS),
    nodes: fc.array(node, { minLength: 1, maxLength: 4 }),
    currency: fc.constantFrom(...CURRENCIES),
    locale: fc.oneof({ weight: 6, arbitrary: fc.constant('en') }, { weight: 3, arbitrary: fc.constantFrom(...LOCALES) }, { weight: 1, arbitrary: fc.constantFrom(...INVALID_LOCALES) }),
    gen: fc.jsonValue({ maxDepth: 2 }),
    partial: fc.constantFrom('', '{@|json}', '<{title}>'),
  })
  .map(({ macro, nodes, currency, locale, gen, partial }) => ({
    label: 'generated template',
    template: macro + nodes.join(''),
    data: universe(currency, gen),
    ...(partial === '' ? {} : { partials: { m: partial } }),
    locale,
    now: 1700050000000,
  }));

/** Money, numbers and dates in every locale and currency (invalid locales too). */
export const localeCase: fc.Arbitrary<DiffCase> = fc
  .record({
    currency: fc.constantFrom(...CURRENCIES),
    locale: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...LOCALES) }, { weight: 1, arbitrary: fc.constantFrom(...INVALID_LOCALES) }),
    amount: fc.oneof(fc.constantFrom('0', '1', '0.5', '1234.56', '-1234.565', '1000000', '0.005', '99999999.99'), fc.double({ min: -1e7, max: 1e7, noNaN: true }).map((d) => d.toFixed(3))),
    call: fc.constantFrom(...(['money', 'decimal', 'datetime', 'date', 'relative-time', 'message', 'plural'] as const)),
    args: fc.nat(20),
  })
  .map(({ currency, locale, amount, call, args }) => {
    const list = ARGS[call] ?? [''];
    const arg = list[args % list.length] ?? '';
    const template =
      call === 'money'
        ? `{money|money${arg}} {money2|money${arg}}`
        : call === 'decimal'
          ? `{amount|decimal${arg}}`
          : call === 'message' || call === 'plural'
            ? `{amount|${call}${arg}}`
            : `{ts|${call}${arg}}`;
    return {
      label: `locale ${locale}, ${currency}`,
      template,
      data: { money: { decimalValue: amount, currencyCode: currency }, money2: { value: amount, currency }, amount: Number(amount), ts: 1700000000000 + Math.round(Number(amount)) * 1000 },
      locale,
      now: 1700050000000,
    };
  });
