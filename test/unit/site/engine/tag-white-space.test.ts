import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/**
 * White space inside tags as the platform reads it (found against the reference engine,
 * test/diff): where a tag may span lines, which instructions take any white space and
 * which one space exactly, and arguments kept as written.
 */
const out = (source: string, data: unknown = {}) => compile(source).template.render(data, { locale: 'en' }).output;
const data = { a: 'Abcdef', b: 'B', f: { g: 'G' }, d: [1, 2], n: 5, t: true };

describe('tags that span lines', () => {
  it('a formatter chain, an instruction and a predicate may hold line breaks', () => {
    expect(out('{a|html\n}', data)).toBe('Abcdef');
    expect(out('{a|truncate\n3}', data)).toBe('Abc...');
    expect(out('{a|json\r\n|html}', data)).toBe('"Abcdef"');
    expect(out('{.section\nf}{g}{.end}', data)).toBe('G');
    expect(out('{.repeated section\r\nd}{@}{.end}', data)).toBe('12');
    expect(out('{.if a ||\nb}Y{.end}', data)).toBe('Y');
    expect(out('{.eval 1+\n2}', data)).toBe('3');
    expect(out('{.equal?\nn\n5}Y{.or}N{.end}', data)).toBe('Y');
    expect(out('{.ctx @c x=a\ny=b}{@c.x}{@c.y}', data)).toBe('AbcdefB');
  });

  it('a tag that ends in a line break where white space may not end it stays text', () => {
    expect(out('{a\n}', data)).toBe('{a\n}');
    expect(out('{.section f\n}{g}{.end}', data)).toBe('{.section f\n}');
    expect(out('{.var @x a\n}{@x}', data)).toBe('{.var @x a\n}');
  });
});

describe('white space between an instruction\'s words', () => {
  it('.repeated section, .alternates with, .var, .macro, .ctx and .inject take one space exactly', () => {
    expect(out('{.repeated  section d}{@}{.end}', data)).toBe('{.repeated  section d}');
    expect(out('{.repeated section d}{@}{.alternates\twith},{.end}', data)).toBe('1{.alternates\twith},2{.alternates\twith},');
    expect(out('{.var  @x a}{@x}', data)).toBe('{.var  @x a}');
    expect(out('{.var @x\ta}{@x}', data)).toBe('{.var @x\ta}');
    expect(out('{.macro\tm}x{.end}', data)).toBe('{.macro\tm}x');
    expect(out('{.ctx  @c x=a}{@c.x}', data)).toBe('{.ctx  @c x=a}');
    expect(out('{.inject @x  x}{@x}', data)).toBe('{.inject @x  x}');
  });

  it('.section, .repeated section\'s variable and .if take any ASCII white space, never a no-break space', () => {
    expect(out('{.section\t\tf}{g}{.end}', data)).toBe('G');
    expect(out('{.repeated section  d}{@}{.end}', data)).toBe('12');
    expect(out('{.section\u00a0f}{g}{.end}', data)).toBe('{.section\u00a0f}');
    expect(out('{.if\u00a0t}Y{.end}', data)).toBe('{.if\u00a0t}Y');
  });

  it('.var with formatters may end in white space; .ctx needs key=variable pairs', () => {
    expect(out('{.var @x a|truncate 3 }{@x}', data)).toBe('Abc');
    expect(out('{.ctx @c x=a }{@c.x}', data)).toBe('Abcdef');
    expect(out('{.ctx @c}{@c}', data)).toBe('{.ctx @c}');
    expect(out('{.ctx @c x=}{@c.x}', data)).toBe('{.ctx @c x=}');
  });

  it('.if joins its variables with || and && with or without white space', () => {
    expect(out('{.if x||a}Y{.or}N{.end}', data)).toBe('Y');
    expect(out('{.if a&&x}Y{.or}N{.end}', data)).toBe('N');
    expect(out('{.if x||a&&b}Y{.or}N{.end}', data)).toBe('Y');
    expect(out('{.if x|||a}Y{.or}N{.end}', data)).toBe('{.if x|||a}YN');
    expect(out('{.if x | | a}Y{.or}N{.end}', data)).toBe('{.if x | | a}YN');
  });

  it('.or takes its predicate after one space', () => {
    expect(out('{.section f}{g}{.or\tequal? a a}N{.end}', data)).toBe('G{.or\tequal? a a}N');
    expect(out('{.section x}{g}{.or equal?\na\na}Y{.end}', data)).toBe('Y');
  });
});

describe('arguments as written', () => {
  it('a formatter\'s arguments keep their white space: a trailing space is one more argument', () => {
    expect(out('{a|truncate 3 }', data)).toBe('Abc');
    expect(out('{n|pluralize a b\t}', data)).toBe('b\t');
    expect(out('{n|pluralize\na\nb\n}', data)).toBe('b');
  });

  it('a predicate reads each argument as written: an empty one between two spaces, a variable with its white space', () => {
    expect(out('{.equal? n  5}Y{.or}N{.end}', data)).toBe('N');
    expect(out('{.equal? a a\n}Y{.or}N{.end}', data)).toBe('N');
    expect(out('{.equal? n 5\n}Y{.or}N{.end}', data)).toBe('Y'); // a number may be followed by white space
    expect(out('{.equal? a "Abcdef"\n}Y{.or}N{.end}', data)).toBe('Y'); // so may a quoted text
    expect(out('{.equal? t true\n}Y{.or}N{.end}', data)).toBe('N');
    expect(out('{.odd? n\t}Y{.or}N{.end}', data)).toBe('N');
    expect(out('{.odd? n }Y{.or}N{.end}', data)).toBe('Y');
    expect(out('{.nth? n 5}Y{.or}N{.end}{.nth? n  5}Y{.or}N{.end}', data)).toBe('YN');
  });
});

describe('instructions and formatters that read their arguments as written', () => {
  const partials = { partial: 'P[{@|json}]' };
  const render = (source: string) => compile(source).template.render({ ...data, x: { y: 'Y' }, one: { two: { '123': { name: 'Bob' } } }, id: '123', msg: '{0} and {1}', people: [{ name: 'Bob' }] }, { locale: 'en', partials, injects: { 'foo.json': '{"name":"albert"}' } });

  it('apply names its partial by the first argument as written, and finds private among the others', () => {
    expect(render('{x|apply partial }').output).toBe('P[{"y":"Y"}]');
    expect(render('{x|apply  partial}').errors.map((e) => e.code)).toContain('PARTIAL_NOT_FOUND');
    expect(render('{x|apply partial\t}').errors.map((e) => e.code)).toContain('PARTIAL_NOT_FOUND');
  });

  it('.include names its partial up to the first space; .inject reads its path up to white space', () => {
    expect(render('{.include partial output }').output).toBe(render('{.include partial output}').output);
    expect(render('{.include partial\toutput}').errors.map((e) => e.code)).toContain('PARTIAL_NOT_FOUND');
    expect(render('{.inject @f foo.json\n}{@f.name}').output).toBe('albert');
    expect(render('{.eval}').output).toBe('{.eval}');
  });

  it('.ctx takes key=variable pairs only, keys of letters, digits, _ and -', () => {
    expect(render('{.ctx @c x-y=a}{@c.x-y}').output).toBe('Abcdef');
    expect(render('{.ctx @c x.y=a}').output).toBe('{.ctx @c x.y=a}');
    expect(render('{.ctx @c x="s"}').output).toBe('{.ctx @c x="s"}');
    expect(render('{.ctx @c x=a\u00a0}').output).toBe('{.ctx @c x=a\u00a0}');
  });

  it('message, get, prop and key-by read each argument as written', () => {
    expect(render('{msg|message  a b}').output).toBe(' and Abcdef');
    expect(render('{msg|message a  b}').output).toBe('Abcdef and ');
    expect(render('{one.two|get id|json}').output).toBe('{"name":"Bob"}');
    expect(render('{one.two|get id |json}').output).toBe('');
    expect(render('{one|prop two.123.name}').output).toBe('Bob');
    expect(render('{one|prop two.123.name }').output).toBe('');
    expect(render('{people|key-by\r\nname|json}').output).toBe('{}');
  });

  it('only ASCII white space follows a literal: "4\\u00a0" and "\\"x\\"\\u00a0" name data', () => {
    expect(out('{.equal? b 4\u00a0}yes{.or}no{.end}', {})).toBe('yes'); // both missing
    expect(out('{.equal? b 4\u00a0}yes{.or}no{.end}', { b: 4 })).toBe('no');
    expect(out('{.equal? b "x"\u00a0}yes{.or}no{.end}', { b: 'x' })).toBe('no');
  });

  it('a predicate with its delimiter alone has no argument; nth? with other than two arguments reads the first', () => {
    expect(out('{.section b}{.even? }E{.or}O{.end}{.even?  }E{.or}O{.end}{.end}', { b: 4 })).toBe('EO');
    expect(out('{.section b}{.nth? 2  }Y{.or}N{.end}{.nth? b 2 }Y{.or}N{.end}{.nth? 2 }Y{.or}N{.end}{.end}', { b: 4 })).toBe('YYN');
    expect(out('{.section two}{.collectionTypeNameEquals?  }x{.or}y{.end}{.collectionTypeNameEquals?}x{.or}y{.end}{.end}', { two: { name: 'foo' } })).toBe('xy');
  });
});

describe('.if with a predicate', () => {
  it('reads the predicate and its arguments as a predicate tag does', () => {
    expect(out('{.if equal?:a:a}Y{.or}N{.end}', data)).toBe('Y');
    expect(out('{.if equal? a  a}Y{.or}N{.end}', data)).toBe('N'); // a compared with ""
    expect(out('{.if equal?\ta\ta}Y{.or}N{.end}', data)).toBe('Y');
    expect(out('{.if even? n}Y{.or}N{.end}', data)).toBe('N');
  });
});
