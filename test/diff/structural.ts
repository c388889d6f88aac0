/**
 * The "structural" family: random templates built from the language's block structure over
 * random data, so nesting and scope rules are exercised rather than formatters:
 *
 * - `.section`, `.repeated section` (with `.alternates with`), `.or` (bare and with a
 *   predicate), `.if` with `&&`/`||`, predicate blocks, nested to a few levels;
 * - `.macro` blocks anywhere in the tree (in sections, in macros, in alternates), applied
 *   before and after, publicly and privately, and `.include`d, with a partial of the same
 *   name or another one beside them;
 * - `.var`, `.ctx`, `.eval` (assignments, arithmetic over data and text, names with `-`),
 *   `@`, `@index`, `@index0`, dotted paths and list indexes;
 * - comments (`{# ...}`, ones holding braces, `{## ... ##}`), `{.newline}`, `{.space}`,
 *   `{.tab}`, `{.meta-left}`, `{.meta-right}`, text with stray braces, and misplaced
 *   `.or`/`.alternates with`/`.end` now and then;
 *
 * rendered over data drawn from a few shared names (`a`, `b`, `items`, `n`, `x-y`, ...) nested
 * in objects and lists, so a name is found in the current scope, an enclosing one or none.
 */
import fc from 'fast-check';
import type { DiffCase } from './compare.js';

/** Few names, reused at every depth, so lookups meet the same name in several scopes. */
const KEYS = ['a', 'b', 'c', 'items', 'n', 's', 'x-y', '0', 'k', '_a', '$a', 'a_b', '@b'] as const;
const SCALARS = [0, 1, 2, 3, -1, 2.5, '', 'text', '12', ' 3', '.5', 'a{b}', '<b>', 'x-y', true, false, null] as const;

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
    fc.constantFrom(...SCALARS),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4, noNullPrototype: true }),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
}));

/** The root is always an object (its names are the ones the templates read). */
const data = fc.dictionary(fc.constantFrom(...KEYS), value, { minKeys: 1, maxKeys: 6, noNullPrototype: true });

const PATHS = ['a', 'b', 'c', 'items', 'n', 's', 'x-y', 'a.b', 'a.c', 'items.0', 'items.1', 'a.items', 'b.a.n', 'items.0.a', '0', 'missing', '@', '@index', '@v', '@args'] as const;
const REFS = [...PATHS, '@', '@.a', '@.n', '@index', '@index0', '@v', '@w', '@x-y', '@c.k', '@args.k', '_a', '$a', 'a_b', '1a', 'a.@b', '@_x', 'a.$a', 'items.01'] as const;

const path = fc.constantFrom(...PATHS);
const ref = fc.constantFrom(...REFS);

const FORMATTERS = [
  '', '', '', '|json', '|html', '|iter', '|count', '|size', '|str', '|raw', '|round', '|safe', '|apply m', '|apply m private', '|apply p',
  '|apply n k=a', '|cycle x y', '|output', '|json|html', '|count|str', '|apply m|json', '|get a', '|prop n', '|lookup s',
] as const;

const TEXT = ['', 'x', ' ', '\n', '{', '}', 'a{b', '{ x}', '}}', '{#', '{.', '-'] as const;
const COMMENTS = ['{# note}', '{# a {b} c}', '{#{}', '{#}', '{# x\ny}', '{## multi {x} ##}', '{##\n{.section a}\n##}', '{# {a}}'] as const;
const LITERALS = ['{.newline}', '{.space}', '{.tab}', '{.meta-left}', '{.meta-right}', '{.newline }', '{.space}{.space}'] as const;
const CALLS = [
  '{.include m}', '{.include m output}', '{.include p}', '{.include n}', '{@|apply m}', '{@|apply n}', '{.include nope}', '{@|apply json}',
  '{a|apply a}', '{.include p output}', '{items|apply m}', '{@|apply m private k=@}',
] as const;
const STRAY = [
  '{.or}', '{.end}', '{.alternates with}', '{.bogus}', '{.section}', '{.end x}', '{.section  a}', '{.repeated section}', '{.var @v}', '{.ctx @c}',
  '{.inject @i conf.json}{@i.k}', '{.inject @i nope.json}{@i}', '{.inject @v conf.json x}{@v|json}', '{.inject @i conf.json}{.section @i}{k}{.or}-{.end}', '{.if}', '{.macro}', '{.or bogus?}', '{.include}',
  '{.repeated  section a}', '{.section\ta}', '{ .section a}', '{.alternates  with}', '{.var @v a,b}', '{.var @v  a}', '{.macro  m}',
  '{.include  m}', '{.eval\n1}', '{a ,b}', '{a, b|json}', '{a|json }', '{a| json}', '{@v.0}', '{@index.0}', '{.section @v.a}x{.end}',
] as const;

const EXPRESSIONS = [
  '@v = n + 1', '@w = s * 2', '@x-y = a', 'n * 2', 's - 0', 's + 1', 'n == s', 's < 3', 'a-b', 'x-y', '@x-y + 1', '~n', '~(n + 0)',
  'num(s)', 'str(n) + "!"', '@v', 'n > 1 && s', '!a', '@index + 1', '@w = @v * 2', '(1 +', 'n / 0', '"12" * 1', '" 3" == 3',
  '@v = "a\\tb" + s', 'n ? 1 : 2', '@v = n; @w = s', '1, 2', 'n === 1', 's !== "12"', 'abs(n) + floor(2.5)', 'max(n, s, 3)', '@x-y = @x-y + 1',
  'items.0 + 1', '@c.k', '@args.k + 1', 'str(a)', '0x1F + n', '1e3 / s', '"a" < s', 'null == n', 'true + 1', '.5 + n', '8 >>> 1',
  '5. * 2', 'min(n)', '@v = max(1, s)',
] as const;

const PREDICATES = [
  '.equal? a b', '.equal? n 1', '.notEqual? n 2', '.even?', '.odd?', '.even? n', '.nth? 2', '.nth? @index 2', '.plural?', '.singular?',
  '.has-multiple?', '.greaterThan? n 1', '.lessThan? s 3', '.collection?', '.debug?', '.bogus?', '.equal? @index 1', '.equal? @ "text"',
  '.greaterThanOrEqual? items.0 a', '.notEqual? s', '.equal?:a:b', '.odd? @index', '.even? @index0', '.if equal? n 1', '.if plural?',
] as const;

const ctxValue = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...PATHS.filter((p) => /^[a-z]/.test(p))) }, { weight: 1, arbitrary: ref });

const ifCond = fc
  .tuple(fc.array(fc.tuple(fc.boolean(), ref), { minLength: 1, maxLength: 3 }), fc.constantFrom(' && ', ' || '))
  .map(([operands, op]) => `.if ${operands.map(([not, r]) => `${not ? '!' : ''}${r}`).join(op)}`);

const { node } = fc.letrec<{ node: string; block: string; body: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: fc.constantFrom(...TEXT) },
    { weight: 4, arbitrary: fc.tuple(ref, fc.constantFrom(...FORMATTERS)).map(([r, f]) => `{${r}${f}}`) },
    { weight: 4, arbitrary: tie('block') },
    { weight: 2, arbitrary: fc.constantFrom(...COMMENTS) },
    { weight: 1, arbitrary: fc.constantFrom(...LITERALS) },
    { weight: 2, arbitrary: fc.constantFrom(...CALLS) },
    { weight: 2, arbitrary: fc.constantFrom(...EXPRESSIONS).map((e) => `{.eval ${e}}`) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('@v', '@w', '@x-y'), ref, fc.constantFrom('', '|count', '|json')).map(([v, r, f]) => `{.var ${v} ${r}${f}}`) },
    // plain names mostly: other value forms are an open difference (ctx-value-forms)
    { weight: 1, arbitrary: fc.tuple(ctxValue, ctxValue).map(([k, j]) => `{.ctx @c k=${k} j=${j}}`) },
    { weight: 1, arbitrary: fc.constantFrom(...STRAY) },
  ),
  body: fc.array(tie('node'), { maxLength: 3 }).map((nodes) => nodes.join('')),
  block: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(path, tie('body'), fc.option(tie('body'))).map(([p, b, or]) => `{.section ${p}}${b}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc
      .tuple(path, tie('body'), fc.option(tie('body')), fc.option(tie('body')))
      .map(([p, b, alt, or]) => `{.repeated section ${p}}${b}${alt === null ? '' : `{.alternates with}${alt}`}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc
      .tuple(fc.constantFrom(...PREDICATES), tie('body'), fc.option(fc.tuple(fc.option(fc.constantFrom(...PREDICATES)), tie('body'))))
      .map(([p, b, or]) => `{${p}}${b}${or === null ? '' : `{.or${or[0] === null ? '' : ` ${or[0].slice(1)}`}}${or[1]}`}{.end}`),
    fc.tuple(ifCond, tie('body'), fc.option(tie('body'))).map(([c, b, or]) => `{${c}}${b}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc.tuple(fc.constantFrom('m', 'n', 'p', 'json', 'equal?', 'a'), tie('body')).map(([name, b]) => `{.macro ${name}}${b}{.end}`),
    fc
      .tuple(path, tie('body'), fc.array(fc.constantFrom('{.alternates with}', '{.or}'), { maxLength: 3 }), tie('body'))
      .map(([p, b, seps, rest]) => `{.repeated section ${p}}${b}${seps.join(rest)}${rest}{.end}`),
  ),
}));

const PARTIALS = [
  '', '[{@|json}]', '{.section a}{a}{.or}-{.end}', '{.macro m}pm{.end}{@|apply m}', '{.eval @v = 7}{@v}', '{.macro n}pn{@args.k}{.end}',
  '{.repeated section items}{@index}{.end}', '{.section}{p', '{@|apply p}', '{.macro m}[{@|json}]{.end}{@|apply m}{.include m output}',
  '{@v}{@w}{@args.k}{@index}', '{.section a}{@|apply m}{.or}{.include n output}{.end}', '{.var @v n}{.include m output}{@v}', '{@|apply p private}',
] as const;

/** A structural case: a template of nested blocks over random data (see the module's comment). */
export const structuralCase: fc.Arbitrary<DiffCase> = fc
  .record({
    nodes: fc.array(node, { minLength: 1, maxLength: 5 }),
    data,
    partial: fc.constantFrom(...PARTIALS),
    inject: fc.constantFrom('', '{"k": 1}', 'text', '[1, 2]', '0', 'null', 'false', '""', ' 7 ', '{"k": {"k": [0]}}'),
  })
  .map(({ nodes, data: d, partial, inject }) => ({
    label: 'structural template',
    template: nodes.join(''),
    data: d,
    ...(partial === '' ? {} : { partials: { p: partial } }),
    ...(inject === '' ? {} : { injects: { 'conf.json': inject } }),
    locale: 'en',
    now: 1700050000000,
  }));
