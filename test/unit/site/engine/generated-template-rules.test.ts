import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/**
 * Rules the differential suite's generated templates (test/diff/templates.ts) found where
 * the reference engine, the platform's, differed from ours; each is now ours too.
 */
const out = (source: string, data: unknown = {}, locale = 'en') =>
  compile(source).template.render(data, { locale, now: 1700050000000 }).output;
const run = (source: string): [string, string] => {
  const { output, errors } = compile(source).template.render({}, { now: 1700050000000 });
  return [output, errors.map((e) => e.code).join()];
};

describe('rules found by the generated templates', () => {
  it('smartypants: single quotes first, opening at a line start or after ( [ - \u2014 ", not after a space', () => {
    expect(out('{a|smartypants}', { a: "Pass in 'originalSize'" })).toBe('Pass in \u2019originalSize\u2019');
    expect(out('{a|smartypants}', { a: "('follow-buttons', 'x')" })).toBe('(\u2018follow-buttons\u2018, \u2019x\u2019)'); // a literal s in the class
    expect(out('{a|smartypants}', { a: "'a' (b) ('c') x\n'd' \"'e'\" '\"f\"'" })).toBe(
      '\u2018a\u2019 (b) (\u2018c\u2019) x\n\u2018d\u2019 \u201c\u2018e\u2019\u201d \u2019\u201df\u201d\u2018',
    );
    expect(out('{a|smartypants}', { a: 'a "b" {"c"} x/"d" ---... ' })).toBe('a \u201cb\u201d {\u201dc\u201d} x/\u201cd\u201d \u2014-... ');
  });
});

describe('instructions and comments as the platform reads them', () => {
  it('an instruction ending in white space is text (section, end, or, var, macro, literals), .if and predicates are not', () => {
    expect(out('{.section b }x{.end}', { b: 1 })).toBe('{.section b }x');
    expect(out('{.section b}x{.end }', { b: 1 })).toBe('x{.end }');
    expect(out('{.var @v b }{@v}|{.newline }{.space}{.meta-left\t}', { b: 1 })).toBe('{.var @v b }|{.newline } {.meta-left\t}');
    expect(out('{.repeated section b}x{.alternates with }y{.end}', { b: [1, 2] })).toBe('x{.alternates with }yx{.alternates with }y');
    expect(out('{.if b }x{.end}{.equal? b 1 }y{.end}', { b: 1 })).toBe('xy');
  });

  it('a multi-line comment left open runs to the end', () => {
    expect(out('a{## x ##}b{##}c{.section q}', {})).toBe('ab');
  });

  it('a one-line comment with a `{` before its `}` is not one: `{#` is text and the rest reads on', () => {
    expect(out('a{# x {y} z}b', { y: 1 })).toBe('a{# x 1 z}b');
    expect(out('a{# { }b}c|a{#{#}}b|a{# x {\n}b')).toBe('a{# { }b}c|a{#}b|a{# x {\n}b');
    // without one, it may span lines; a multi-line comment may hold braces
    expect(out('a{# x\ny}b{## {z} ##}c')).toBe('abc');
  });

  it('a `{` with no `}` after it makes the rest text, a `{##` in it too; a `{##` alone still runs to the end', () => {
    expect(out('a{b{##|a{#x{##|a{\n{## x')).toBe('a{b{##|a{#x{##|a{\n{## x');
    expect(out('a{b{## ##}c{##d')).toBe('a{bc');
  });

  it('a `{##` after a `{` read as text, before the next `}`, opens no multi-line comment (the `{` before it is read on)', () => {
    expect(out('a{b{## multi {x}', { x: 1 })).toBe('a{b{## multi 1');
    expect(out('a{b {## x } y ##}c|{.{##\n{x}', { x: 1 })).toBe('a{b  y ##}c|{.{##\n1');
    // after that `}`, it opens one again
    expect(out('a{b\nc} {## x')).toBe('a{b\nc} ');
  });

  it('{.end x} and {.eval} are text; .ctx takes one space around @name, key=variable pairs, a last bare word left out', () => {
    expect(out('{.section a}x{.end x}y{.end}|{.eval}|{.eval }', { a: 1 })).toBe('x{.end x}y|{.eval}|');
    const ctx = (tag: string) => out(`${tag}{@c|json}`, { a: 1, b: 2 });
    expect(ctx('{.ctx @c k=a  j=b }')).toBe('{"k":1,"j":2}');
    expect(ctx('{.ctx @c k=a j}')).toBe('{"k":1}');
    expect(ctx('{.ctx @c k=@}')).toBe('{"k":{"a":1,"b":2}}');
    // a value that is no name finds nothing
    expect(out('{.ctx @c k=1a}{@c|json}', { '1a': 2 })).toBe('{"k":null}');
    for (const text of ['{.ctx @c}', '{.ctx @c k}', '{.ctx @c k=}', '{.ctx @c =a}', '{.ctx @c j k=a}', '{.ctx @c k=a j l=b}', '{.ctx @c k="x"}', '{.ctx @c k.x=a}', '{.ctx  @c k=a}', '{.ctx @c  k=a}']) {
      expect(ctx(text)).toBe(text);
    }
  });

  it('.eval has num, str, bool, abs, min and max, not floor, ceil or round (as the reference engine)', () => {
    expect(out('{.eval abs(-2)}|{.eval max(1, "5")}|{.eval floor(2.5)}|{.eval round(2.5)}')).toBe('2|5||');
    // min and max take each next argument unless the one so far is smaller (larger): NaN so far is passed over, NaN last wins
    expect(out('{.eval max("a", 5)}|{.eval max(5, "a")}|{.eval min("a", -5)}|{.eval max(-1, -2)}|{.eval min(3, 1, 2)}')).toBe('5|NaN|-5|-1|1');
    // min and max pass over a name holding an object or a list; other functions (and min or max of it alone) fail
    const data = { o: { a: 1 }, l: [5, 6] };
    expect(out('{.eval max(o, 1)}|{.eval min(1, l, 2)}|{.eval max(o)}|{.eval num(o)}|{.eval max(l, o, -3)}', data)).toBe('1|1|||-3');
  });

  it('a tag may span lines: what it holds decides (as the reference engine)', () => {
    expect(out('{.section\na}x{.end}|{a\n}|{.if a\n}i{.end}|{a|json\n|html}|{.eval 1\n+ 2}|{.end\n}', { a: 1 })).toBe('x|{a\n}|i|1|3|{.end\n}');
  });

  it('repeated section, alternates with, var, macro, include and inject take one space after their word, var, macro and inject after each part', () => {
    const data = { a: 1, l: [1, 2] };
    for (const text of ['{.repeated  section l}', '{.repeated\tsection l}', '{.var @v  a}', '{.var\t@v a}', '{.var @v a |json}', '{.macro  m}', '{.macro m$}', '{.include\tm}', '{.inject  @i c}']) {
      expect(out(text, data)).toBe(text);
    }
    expect(out('{.repeated section l}x{.alternates  with}y{.end}', data)).toBe('x{.alternates  with}yx{.alternates  with}y');
    // the last part may be followed by more space where a formatter or a path takes it
    expect(out('{.var @w a|json }{@w}|{.repeated section  l}r{.end}|{.section\ta}s{.end}|{.macro m-1.x}M{.end}{@|apply m-1.x}', data)).toBe('1|rr|s|M');
  });

  it('.include names what follows its one space, .var binds the first of a, b, and @index.0 is nothing (as the reference engine)', () => {
    expect(run('{.macro m}M{.end}{.include  m output}|{.include m  output}')).toEqual(['|M', 'PARTIAL_NOT_FOUND']);
    expect(out('{.var @v a, b}{@v}|{.repeated section l}{@index.0}{@index}{.end}', { a: 1, b: 2, l: [1, 2] })).toBe('1|12');
  });

  it('a name part is digits or letter-led (`$` and more too); a variable is `@` and a letter-led part (as the reference engine)', () => {
    const data = { a_b: 1, a: { $b: 3, 'b-c': 4, '@b': 7, _b: 2 }, _a: 8, $a: 9, '1a': 10, items: [5, [6]] };
    expect(out('{a_b}|{a.$b}|{a.b-c}|{a.@b}|{$a}|{items.01}|{items.1.0}', data)).toBe('1|3|4|7|9|6|6');
    for (const text of ['{_a}', '{a._b}', '{1a}', '{a.-b}', '{items.-1}', '{@_x}', '{@$x}', '{@1}', '{$}', '{.var @v _a}', '{.var @_v a}']) {
      expect(out(text, data)).toBe(text);
    }
  });

  it('.section @index (or @index0) names no section: the .or renders', () => {
    expect(out('{.repeated section n}{.section @index}a{.or}b{.end}{.section @index0}a{.or}c{.end}{.end}', { n: [3, 4] })).toBe('bcbc');
  });
});

describe('content and commerce formatters as the generated templates met them', () => {
  it('format: each { to the next } is a placeholder, its argument only when it holds digits', () => {
    expect(out('{a|format x}', { a: '[{0}|{01}|{ a {b} c}|{x}|{0,number}|{-1}|z{', x: 3 })).toBe('[3|| c}||||z');
    expect(out('{x|twitter-follow-button|format s}', { x: { userName: 'bob' } })).toContain("function(Y) ); });</script>");
  });

  it('message: a { never closed leaves the rest as text; a name ends at {', () => {
    expect(out('{m|message x}', { m: '{"a{b":1}', x: 'X' })).toBe('{"a{b":1}');
    expect(out('{g|json|message x y z}', { g: { '[?x{5': false } })).toBe('{"[?x{5":false}');
    expect(out('{m|message x}', { m: '{0{1}}', x: 'X' })).toBe('X');
  });

  it('activate-twitter-links: names and tags only at the start or after a space', () => {
    expect(out('{a|activate-twitter-links}', { a: '#x (#e) a\n#y ,@w @z' })).toBe(
      '<a target="new" href="https://twitter.com/hashtag/x?src=hash">#x</a> (#e) a\n#y ,@w <a target="new" href="https://twitter.com/z/">@z</a>',
    );
    expect(out('{x|comment-link|activate-twitter-links}', {})).toContain('href="#comments-"');
  });

  it('product-quick-view reads its argument in the tag\'s own variable, not in what formatters made of it', () => {
    const group = (source: string, data: unknown) => /data-group="([^"]*)"/.exec(out(source, data))?.[1];
    expect(group('{o|json|product-quick-view x}', { o: { x: 1 } })).toBe('1');
    expect(group('{g,m|json|product-quick-view 1}', { g: ['a', 'b'] })).toBe('b');
    expect(group('{o|product-quick-view x}', { o: { x: null }, x: 5 })).toBe('');
    expect(group('{o|product-quick-view x}', { o: {}, x: 5 })).toBe('5');
    // `@` is the variable itself (its text; missing: "@"), an inherited key no key of its own
    expect(group('{s|product-quick-view @}|{nope|product-quick-view @}', { s: 'str' })).toBe('str');
    expect(group('{nope|product-quick-view @}', { s: 'str' })).toBe('@');
    expect(group('{o|product-quick-view constructor}', { o: {} })).toBe('constructor');
  });

  it('product-scarcity passes a list, or an item without scarcity on, through as itself', () => {
    expect(out('{l|product-scarcity|json}|{e|product-scarcity:x:y|raw}', { l: [1, 2], e: [] })).toBe('[1,2]|[]');
    expect(out('{i|product-scarcity|json}|{o|product-scarcity|round}', { i: { id: 'x' }, o: {} })).toBe('{"id":"x"}|0');
  });

  it('twitter-follow-button: the user name after the profile URL\'s last / (across line breaks)', () => {
    expect(out('{a|twitter-follow-button}', { a: { profileUrl: 'x\ny/bob' } })).toContain('data-username="bob"');
  });

  it('background-source-*? reads the source as a platform number (true is 1, upload)', () => {
    expect(out('{.background-source-upload?}u{.end}{.background-source-none?}n{.end}', { backgroundSource: true })).toBe('u');
    expect(out('{.background-source-video?}v{.end}', { backgroundSource: '3.9' })).toBe('');
  });

  it('passthrough? needs a source URL that is text, not empty (0 and false count, a list or object not)', () => {
    const has = (sourceUrl: unknown) => out('{.passthrough?}y{.or}n{.end}', { passthrough: true, sourceUrl });
    expect([0, false, 'a', '', null, { value: 'a' }, [1]].map(has).join('')).toBe('yyynnnn');
  });

  it('excerpt? is false for an excerpt that is only markup and white space', () => {
    const has = (excerpt: unknown) => out('{.excerpt?}y{.or}n{.end}', { excerpt });
    expect(['  </script><!--', '<p> </p>', '<br>', '>', ' <b ', '<<a>>'].map(has).join('')).toBe('nnnnnn');
    expect(['a<b', '>a', '<p>&nbsp;</p>', 'x>'].map(has).join('')).toBe('yyyy');
    expect(has({ html: '  <p></p>' })).toBe('n');
  });
});
