import { describe, expect, it } from 'vitest';
import { run } from './engine.js';

const out = (source: string, data: unknown = {}, options = {}) => run(source, data, options).output;

describe('text formatters', () => {
  it('truncates at 100 characters by default, at a word boundary, with "..."', () => {
    const words = 'word '.repeat(30).trim();
    const cut = out('{s|truncate}', { s: words });
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(cut).toBe(`${'word '.repeat(20)}...`);
    expect(out('{s|truncate}', { s: 'short' })).toBe('short');
  });

  it('escapes for html and attributes', () => {
    expect(out('{s|html}|{s|htmlattr}', { s: '<a href="x">&</a>' })).toBe(
      '&lt;a href="x"&gt;&amp;&lt;/a&gt;|&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('encodes URLs three ways', () => {
    const data = { s: "a b/c?d=(e)!'" };
    expect(out('{s|encode-uri}|{s|encode-uri-component}|{s|url-encode}', data)).toBe(
      "a%20b/c?d=(e)!'|a%20b%2Fc%3Fd%3D(e)!'|a%20b/c%3Fd%3D%28e%29%21%27", // url-encode keeps / (as the platform)
    );
  });

  it('slugifies, strips tags and pluralizes', () => {
    expect(out('{s|slugify}', { s: ' Hello,  World -- again! ' })).toBe('-hello-world----again-'); // as the platform
    expect(out('{s|safe}', { s: '<p>a <b>b</b></p>' })).toBe('a b');
    // a value that is not template-truthy passes through (as the reference engine)
    expect(out('{l|safe|raw}|{o|safe|raw}|{f|safe|raw}|{z|safe|raw}|{n|safe|raw}', { l: [], o: {}, f: false, z: 0, n: 5 })).toBe('[]|{}|false|0|"5"');
    expect(out('{.repeated section n}{@} box{@|pluralize es} {.end}', { n: [1, 2] })).toBe('1 box 2 boxes ');
  });
});

describe('data formatters', () => {
  it('serialises JSON safely for script tags', () => {
    expect(out('{o|json}', { o: { a: '</script>' } })).toBe('{"a":"<\\/script>"}');
    expect(out('{missing|json}')).toBe('');
  });

  it('walks values with get, prop and lookup', () => {
    const data = { k: 'b', n: 'a', o: { a: { b: 1 } } };
    expect(out('{o|get n k}|{o|prop a.b}|{o.a|lookup k}', data)).toBe('1|1|1');
  });

  it('key-by keys each item by its value\'s JavaScript text ("" and "null" too, a list joined), skipping a missing one (as the reference engine)', () => {
    const people = [{ name: ['Bob'] }, { name: '' }, { name: null }, { name: [1, [2, 3]] }, { a: 1 }, 5];
    expect(out('{people|key-by name|json}', { people })).toBe('{"Bob":{"name":["Bob"]},"":{"name":""},"null":{"name":null},"1,2,3":{"name":[1,[2,3]]}}');
  });

  it('key-by reads its path as written: none or an empty one keys nothing, an empty segment is the key "" (as the reference engine)', () => {
    const items = [{ '': 'z' }, { a: { b: 'x', '': 'e' } }, { sku: 'k' }];
    const by = (args: string) => out(`{items|key-by${args}|json}`, { items });
    expect([by(''), by('  sku'), by(' .'), by(' a..b')]).toEqual(['{}', '{}', '{}', '{}']);
    expect(by(' a.b')).toBe('{"x":{"a":{"b":"x","":"e"}}}');
    expect(by(' a.')).toBe('{"e":{"a":{"b":"x","":"e"}}}');
  });

  it('get reads a list item by a number only, and a list in its key list as that list\'s text (as the reference engine)', () => {
    const data = { y: [[5, 6], [7]], s: '1', n: 1, x: { a: { b: 1 } }, k1: [['a', 'b']], k2: [['a'], 'b'], k3: [[1], 0], ee: [[]] };
    expect(out('{y|get s}|{y|get n}|{x|get k1}|{x|get k2}|{y|get k3}|{n|get ee}', data)).toBe('|7||1||');
  });

  it('reads get and lookup arguments as data: a literal names nothing, get looks in its own variable first', () => {
    const data = { k: 'b', '1': 'b', o: { k: 'x', x: { k: 'y', y: 'Y', x: 'XX' }, b: 'B', '1': 'one', true: 'T' }, t: true };
    expect(out('{o|get "b"}|{o|get 1}|{o|lookup 1}|{o|lookup \'b\'}|{o|get true}', data)).toBe('||||');
    // `k` is the variable's own key ("x"), in the first get and again in the second (not the value's "y")
    expect(out('{o|get k|get k}', data)).toBe('XX');
    expect(out('{o|lookup t}|{o|get t}', data)).toBe('T|T');
    // get: a number or true the variable lacks is a name in scope (the list's item 1, the key "true")
    expect(out('{.section l}{y|get 1}{.end}|{y|get true}', { l: [0, 10], y: { 10: 'ten', k: 'K' }, true: 'k' })).toBe('ten|K');
    // a name that finds nothing finds nothing (not the key ""), where a name holding "" reads that key
    expect(out('{o|get missing}|{o|get e}', { o: { '': 'empty key' }, e: '' })).toBe('|empty key');
    // lookup: the argument's value is itself a name, read the same way (in the variable, then in the scopes)
    expect(out('{indices|lookup 1}|{.section a}{@|lookup 1}{.end}', { indices: [2, 1], a: [1, 2, 'blue'] })).toBe('1|blue');
    expect(out('{.repeated section n}{@|lookup 3}{.end}|{.section l}{y|lookup 1}{.end}', { n: [0, 1, 2, 3], l: [0, 10], y: { 10: 'ten' } })).toBe('3333|ten');
  });

  it('counts, cycles, takes modulo and rounds', () => {
    expect(out('{l|count} {o|count} {n|mod 4} {f|round}', { l: [1, 2], o: { a: 1 }, n: 10, f: 2.5 })).toBe('2 1 2 3');
    expect(out('{.repeated section l}{@index|cycle a b}{.end}', { l: [1, 2, 3] })).toBe('aba');
  });
});

describe('message, format and decimal', () => {
  it('formats positional and named arguments', () => {
    expect(out('{m|format a b}', { m: '{1}-{0}-{2}', a: 'A', b: 'B' })).toBe('B-A-');
    expect(out('{m|message who=p.name n}', { m: '{who} has {1 plural one{# cat} other{# cats}}', p: { name: 'Al' }, n: 2 })).toBe(
      'Al has 2 cats',
    );
  });

  it('chooses plural, ordinal, select and exact branches by locale', () => {
    const m = '{0 plural =0{none} one{one} other{#}}|{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}|{1 select a{A} other{?}}';
    expect(out('{m|message n s}', { m, n: 0, s: 'a' })).toBe('none|0th|A');
    expect(out('{m|message n s}', { m, n: 22, s: 'z' })).toBe('22|22nd|?');
    expect(out('{m|message v}', { m: '{0 plural one{one} other{other}}', v: '2.5' }, { locale: 'fr' })).toBe('other');
    expect(out('{m|message v}', { m: '{0 plural one{one} other{other}}', v: '0.5' }, { locale: 'fr' })).toBe('one');
    // arguments name data only (as the platform): a literal is a missing path, and `#` of it is 0
    expect(out('{m|message "2.5"}', { m: '{0 plural one{# one} other{# other}}' }, { locale: 'fr' })).toBe('0 one');
  });

  it('writes nothing for an argument format the platform does not have (unit, anything unknown)', () => {
    // found by the differential suite (test/diff): the reference engine has no `unit` format
    expect(out('[{m|message n}]', { m: '{0 unit in:mile}', n: 3413 })).toBe('[]');
    expect(out('[{m|message n}]', { m: '{0 foo}|{0}|{0 number}', n: 3413 })).toBe('[|3413|3,413]');
  });

  it('formats numbers with locale options, clamping digit counts', () => {
    expect(out('{n|decimal}', { n: 1234.5678 })).toBe('1,234.568');
    expect(out('{n|decimal}', { n: 1234.5 }, { locale: 'de' })).toBe('1.234,5');
    expect(out('{n|decimal minimumFractionDigits:2}', { n: 3 })).toBe('3.00');
    expect(out('{n|decimal maximumFractionDigits:99}', { n: 0.5 })).toBe('0.5');
    expect(out('{n|decimal}', { n: 'abc' })).toBe('');
  });

  it('formats dates in the site time zone', () => {
    const data = { m: '{0 datetime date:short time:short}', t: 0, website: { timeZone: 'Asia/Tokyo' } };
    expect(out('{m|message t}', data)).toBe('1/1/70, 9:00\u202fAM');
    expect(out('{m|message t}', { ...data, website: {} })).toBe('12/31/69, 7:00\u202fPM');
  });
});
