import { describe, expect, it } from 'vitest';
import { engine, run } from './engine.js';

const out = (source: string, data: unknown = {}, options = {}) => {
  const result = run(source, data, options);
  expect(result.errors).toEqual([]);
  return result.output;
};

describe('variables and scopes', () => {
  it('reads dotted paths, @ and array indexes', () => {
    expect(out('{a.b.c} {a.list.1} {.section a}{@.b.c}{.end}', { a: { b: { c: 'x' }, list: [1, 2] } })).toBe('x 2 x');
  });

  it('looks a name up through the enclosing scopes, innermost first', () => {
    const data = { name: 'outer', title: 'T', inner: { name: 'inner' } };
    expect(out('{.section inner}{name} {title}{.end}', data)).toBe('inner T');
  });

  it('does not fall back once the first key is found', () => {
    expect(out('{.section inner}{a.b}{.end}', { a: { b: 1 }, inner: { a: {} } })).toBe('');
  });

  it('prints scalars, nothing for missing, null and objects, and arrays joined by commas', () => {
    expect(out('{n}|{t}|{f}|{z}|{missing}|{o}|{l}', { n: 1.5, t: true, f: false, z: null, o: { a: 1 }, l: [1] })).toBe(
      '1.5|true|false||||1',
    );
    // as the reference engine: each item as String() writes it
    expect(out('{l}', { l: [1, 'x', null, true, [2, [3]], { k: 1 }, 1e21] })).toBe('1,x,null,true,2,3,[object Object],1e+21');
  });

  it('a section of a @variable reads it in its own scope only (as the reference engine); a variable tag walks up', () => {
    const data = { a: 1, l: [1, 2], c: { d: 1 } };
    expect(out('{.var @v a}{.var @l l}{.section @v}S{.end}{.repeated section @l}R{.end}|{.section c}{.section @v}S{.end}{.repeated section @l}R{.end}{.if @v}I{.end}{@v}{.end}', data)).toBe('SRR|I1');
  });

  it('binds variables with .var and .ctx, visible in nested scopes', () => {
    const data = { people: [{ name: 'A', pets: ['x', 'y'] }] };
    const source = '{.repeated section people}{.var @owner name}{.repeated section pets}{@}:{@owner} {.end}{.end}';
    expect(out(source, data)).toBe('x:A y:A ');
    expect(out('{.ctx @c w=a.w h=a.h}{@c.w}x{@c.h}', { a: { w: 3, h: 4 } })).toBe('3x4');
  });

  it('applies formatters to .var values', () => {
    expect(out('{.var @n items|count}{@n}', { items: [1, 2, 3] })).toBe('3');
  });
});

describe('sections', () => {
  it('expands a section only for a truthy value, else its .or', () => {
    const source = '{.section a}yes {@}{.or}no{.end}';
    expect(out(source, { a: 'v' })).toBe('yes v');
    for (const a of [false, 0, '', null, [], {}]) expect(out(source, { a })).toBe('no');
    expect(out(source, {})).toBe('no');
  });

  it('repeats with alternates, @index and @index0, and .or for empty lists', () => {
    const source = '{.repeated section xs}{@index}/{@index0}={@}{.alternates with}, {.or}none{.end}';
    expect(out(source, { xs: ['a', 'b', 'c'] })).toBe('1/0=a, 2/1=b, 3/2=c');
    expect(out(source, { xs: [] })).toBe('none');
    expect(out(source, { xs: 'not a list' })).toBe('none');
  });

  it('chains predicates with {.or pred?}', () => {
    const source = '{.equal? n 1}one{.or equal? n 2}two{.or}many{.end}';
    expect([1, 2, 3].map((n) => out(source, { n }))).toEqual(['one', 'two', 'many']);
  });

  it('compares a missing value as null in equal? and the order predicates (as the reference engine)', () => {
    const data = { b: null, c: 0 };
    expect(out('{.equal? a b}y{.or}n{.end}|{.equal? a null}y{.or}n{.end}|{.notEqual? a b}y{.or}n{.end}|{.greaterThanOrEqual? a b}y{.or}n{.end}', data)).toBe('y|y|n|y');
    expect(out('{.equal? a c}y{.or}n{.end}', data)).toBe('n');
  });

  it('reads a number as a boolean when a boolean is compared: whole and not zero is true, 2.5 false (as the reference engine)', () => {
    const data = { f: false, t: true, half: 2.5, two: 2 };
    expect(out('{.lessThan? f half}y{.or}n{.end}|{.lessThan? f two}y{.or}n{.end}|{.greaterThanOrEqual? t half}y{.or}n{.end}', data)).toBe('n|y|y');
  });

  it('reads predicate arguments after a custom delimiter', () => {
    expect(out('{.equal?:name:"A B"}y{.or}n{.end}', { name: 'A B' })).toBe('y');
  });

  it('tests .if conditions with || and && (not !), as the reference engine does', () => {
    const data = { a: 1, b: 0 };
    expect(out('{.if a && b}y{.or}n{.end}', data)).toBe('n');
    expect(out('{.if a || b}y{.or}n{.end}', data)).toBe('y');
    expect(out('{.if a && b || a}y{.or}n{.end}', data)).toBe('y'); // a && (b || a), from the right
    expect(out('{.if b && a || a}y{.or}n{.end}', data)).toBe('n');
    // `!` is not in the grammar: the tag stays text, the stray {.or} and {.end} are errors
    const negated = run('{.if !b}y{.or}n{.end}', data);
    expect(negated.output).toBe('{.if !b}yn');
    expect(negated.errors.map((e) => e.code)).toEqual(['SYNTAX', 'SYNTAX', 'END_MISMATCH']);
  });
});

describe('text, comments and literals', () => {
  it('drops comments, single and multi-line', () => {
    expect(out('a{# note}b{## multi\nline {x} ##}c')).toBe('abc');
  });

  it('keeps braces that do not form a tag', () => {
    expect(out('a { b } {c: 1} {"x"} {')).toBe('a { b } {c: 1} {"x"} {');
  });

  it('prints the literal instructions', () => {
    expect(out('{.meta-left}x{.meta-right}{.space}{.tab}{.newline}')).toBe('{x} \t\n');
  });
});

describe('formatters', () => {
  it('chains formatters and splits arguments on the delimiter after the name', () => {
    expect(out('{s|truncate 5|html}', { s: '<b> is bold' })).toBe('&lt;b&gt; ...');
    expect(out('{s|truncate#3#!}', { s: 'abc def' })).toBe('abc!');
  });

  it('gives multi-variable formatters all values', () => {
    expect(out('{a, b|join} {a|join}', { a: 1, b: 2 })).toBe('1+2 1');
    expect(out('{a,b}', { a: 1, b: 2 })).toBe('1');
  });

  it('renders macros with apply, privately when asked', () => {
    const source = '{.macro m}{x}-{y}{.end}{o|apply m} {o|apply m private}';
    expect(out(source, { y: 'outer', o: { x: 'inner' } })).toBe('inner-outer inner-');
  });

  it('binds a macro where its block runs, in that scope only (as the reference engine)', () => {
    const miss = (source: string, data: unknown = {}, options = {}) => {
      const result = run(source, data, options);
      return [result.output, result.errors.map((e) => e.code).join()];
    };
    // not yet bound before its block, nor outside the section it is in
    expect(miss('{@|apply m}{.macro m}M{.end}{@|apply m}')).toEqual(['M', 'PARTIAL_NOT_FOUND']);
    expect(miss('{.section a}{.macro m}M{.end}{.end}{@|apply m}', { a: { b: 1 } })).toEqual(['', 'PARTIAL_NOT_FOUND']);
    expect(miss('{.repeated section l}{@|apply m}{.macro m}M{@}{.end}{.end}', { l: [1, 2] })).toEqual(['', 'PARTIAL_NOT_FOUND,PARTIAL_NOT_FOUND']);
    // a macro bound in a macro's run stays in its scope
    expect(miss('{.macro m}{.macro n}N{.end}M{.end}{@|apply m}{@|apply n}')).toEqual(['M', 'PARTIAL_NOT_FOUND']);
    // a later block rebinds; an inner one hides an outer one inside its section
    expect(out('{.macro m}A{.end}{@|apply m}{.macro m}B{.end}{@|apply m}')).toBe('AB');
    expect(out('{.macro m}A{.end}{.section a}{.macro m}B{.end}{@|apply m}{.end}{@|apply m}', { a: { x: 1 } })).toBe('BA');
    // .if and predicates open no scope; .include binds in the current one; a private apply still sees the caller's macros
    expect(out('{.if a}{.macro m}M{.end}{.end}{@|apply m}', { a: 1 })).toBe('M');
    expect(out('{.include p}{@|apply n}', {}, { partials: { p: '{.macro n}N{.end}' } })).toBe('N');
    expect(out('{.macro n}N{.end}{.section a}{@|apply p private}{.end}', { a: { b: 1 } }, { partials: { p: '{.section b}{@|apply n}{.end}' } })).toBe('N');
    // a macro in scope first, else the partial of that name
    expect(out('{@|apply m}{.macro m}M{.end}{@|apply m}', {}, { partials: { m: 'P' } })).toBe('PM');
  });

  it('runs .include in the current scope, discarding output unless asked', () => {
    const source = '{.macro set}{.eval @v = 2 * n}text{.end}{.include set}{@v} {.include set output}';
    expect(out(source, { n: 21 })).toBe('42 text');
  });

  it('binds .inject sources as JSON', () => {
    expect(out('{.inject @c conf.json}{@c.a}', {}, { injects: { 'conf.json': '{"a": 7}' } })).toBe('7');
    // the path is the first word; a value false in JavaScript is bound as nothing (as the reference engine)
    expect(out('{.inject @c conf.json extra}{@c}', {}, { injects: { 'conf.json': '5' } })).toBe('5');
    expect(['0', 'false', '', 'null', '[]'].map((text) => out('{.var @c x}{.inject @c conf.json}{@c|json}', { x: 7 }, { injects: { 'conf.json': text } }))).toEqual(['', '', '', '', '[]']);
  });
});

describe('expressions', () => {
  it('a bare line break in an expression\'s string fails the whole expression; written as an escape it is one (as the reference engine)', () => {
    const failed = run('A{.eval @l = "a\nb"}B{@l}C');
    expect(failed.output).toBe('ABC');
    expect(failed.errors.map((e) => e.code)).toEqual(['EXPR_UNEXPECTED_CHAR']);
    expect(run("{.eval @l = 'a\rb'}[{@l}]").output).toBe('[]');
    expect(out('{.eval @l = "a\\nb"}[{@l}]|{.eval @t = "a\tb"}[{@t}]')).toBe('[a\nb]|[a\tb]');
  });

  it('follows JavaScript semantics', () => {
    expect(out('{.eval 1 + 2 * 3 ** 2}|{.eval (1 + 2) * 3}|{.eval "a" + 1}|{.eval 7 / 2}|{.eval 1 / 0}')).toBe(
      '19|9|a1|3.5|Infinity',
    );
    // no `>>>` (as the reference engine): the expression fails
    expect(run('{.eval 8 >>> 1}|{.eval 8 >> 1}').output).toBe('|4');
    // a number starts with a digit: `.5` is no number
    expect(run('{.eval .5}|{.eval 5.}|{.eval 0x1F}').output).toBe('|5|31');
    expect(out('{.eval 5 & 3}|{.eval 5 | 3}|{.eval 5 ^ 3}|{.eval ~5}|{.eval 2 <= 2}|{.eval "2" == 2}')).toBe(
      '1|7|6|-6|true|true',
    );
  });

  it('reads data and @variables and assigns @variables', () => {
    expect(out('{.eval @x = a.b * 2}{.eval @x + 1}|{@x}', { a: { b: 4 } })).toBe('9|8');
  });

  it('reads numbers from text as the reference engine: arithmetic strictly, comparisons as Number()', () => {
    const data = { a: '.5', b: ' 12', c: 'Infinity', d: '0b101', e: '-0x1F', f: '5.', g: '1e3' };
    // arithmetic: a sign, then hex or digits (no leading point, no spaces, no Infinity or 0b)
    expect(out('{.eval a * 1}|{.eval b - 0}|{.eval c * 1}|{.eval d * 1}|{.eval e * 1}|{.eval f * 1}|{.eval g / 2}|{.eval num(a)}', data)).toBe(
      'NaN|NaN|NaN|NaN|-31|5|500|NaN',
    );
    // comparisons and == read text as JavaScript's Number()
    expect(out('{.eval b == 12}|{.eval b > 3}|{.eval a < 1}|{.eval d == 5}|{.eval e == -31}|{.eval c > 3}', data)).toBe('true|true|true|true|false|true');
    // `~` of a named value is -1; of a literal or a computed number, the bitwise not
    expect(out('{.eval ~n}|{.eval ~a}|{.eval ~(n + 0)}|{.eval ~"12"}|{.eval ~5.7}', { n: 5, a: '12' })).toBe('-1|-1|-6|-13|-6');
  });

  it('runs both sides of && and ||, which give a boolean; an assignment as an operand gives nothing, kept (as the reference engine)', () => {
    expect(out('{.eval 0 && 5}|{.eval 2 && 5}|{.eval "" || "x"}|{.eval (1 && 2) + 1}|{.eval @v = 0 || 5}{@v}')).toBe('false|true|true|2|true');
    expect(out('{.eval 0 && (@v = 2)}{@v}|{.eval 1 + (@w = 6)}{@w}|{.eval @x = (@y = 1)}{@x}{@y}|{.eval -(@z = 3)}{@z}')).toBe('2|6|1|3');
    // the side not needed still runs: an object there fails the expression
    expect(run('{.eval 0 && o}', { o: {} }).output).toBe('');
  });

  it('assigns no object or list, with no error, keeping the assignments before it (as the reference engine)', () => {
    expect(out('{.eval @v = 1; @x = o}{@v}{@x|json}|{.eval @w = l}{@w|json}', { o: { a: 1 }, l: [1] })).toBe('1|');
    // read as an operand, an object still fails the whole expression
    expect(run('{.eval @y = 2; str(o)}{@y}', { o: {} }).output).toBe('');
  });

  it('reads `-` after a name\'s first letter as part of the name (as the reference engine); spaced, it subtracts', () => {
    expect(out('{.eval @a-b = 3}{@a-b}|{.eval @a-b + 1}|{.eval a-b}|{.eval a - b}|{.eval a -b}', { a: 5, b: 2, 'a-b': 9 })).toBe('3|4|9|3|3');
    expect(out('{.var @p-q a}{.eval @p-q * 2}|{.eval a-1}|{.eval x.y-z}|{.eval -a}', { a: 4, 'a-1': 7, x: { y: 1 }, z: 1 })).toBe('8|7||-4');
  });
});

describe('compile once, render many', () => {
  it('reuses a compiled template with different data', () => {
    const { template } = engine.compile('{.repeated section xs}{@|round}{.end}');
    expect(template.render({ xs: [1.4, 2.6] }).output).toBe('13');
    expect(template.render({ xs: [9.9] }).output).toBe('10');
  });
});

describe('apply arguments', () => {
  it('binds key=value arguments as @args', () => {
    const source = '{.macro m}{@}:{@args.size}:{@args.n}:{@args.v}{.end}{x|apply m size=small n=2 v=y}';
    expect(out(source, { x: 'X', y: 'why' })).toBe('X:small:2:y');
    // each value is its text, never a name looked up (as the reference engine)
    expect(out('{.macro m}{@args|json}{.end}{x|apply m k=a j=1 l="q" =b}', { a: 1, x: 1 })).toBe('{"k":"a","j":"1","l":"\\"q\\"","":"b"}');
    expect(out('{.macro m}[{@args.size}]{.end}{x|apply m}', { x: 1 })).toBe('[]');
    // a private apply binds @args as {} even with none given (as the reference engine)
    expect(out('{.macro m}[{@args|json}]{.end}{x|apply m}|{x|apply m private}', { x: 1 })).toBe('[]|[{}]');
  });
});
