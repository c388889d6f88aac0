import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/**
 * Rules the differential suite (test/diff, `npm run fixtures:diff`) found where the
 * reference engine, the platform's, differed from ours; each is now ours too.
 */
const out = (source: string, data: unknown, locale = 'en') => compile(source).template.render(data, { locale, now: 1700050000000 }).output;

describe('rules found by the differential suite', () => {
  it('date: strftime names in English whatever the locale; %W counts weeks as %U does', () => {
    const ts = 1700000000000; // Tue Nov 14 2023, America/New_York
    expect(out('{ts|date %A %B %e, %Y}', { ts }, 'fr')).toBe('Tuesday November 14, 2023');
    expect(out('{ts|date %U %W}', { ts })).toBe('46 46');
    expect(out('{ts|date %U %W}', { ts: 1704110400000 })).toBe('01 01'); // Mon Jan 1 2024
  });

  it('dates: missing, null and objects are the epoch; text is read like parseFloat', () => {
    expect(out('{x|date %Y}|{n|date %Y}|{o|date %Y}|{s|date %Y}|{t|date %Y}', { n: null, o: {}, s: '12abc', t: 'abc' })).toBe(
      '1969|1969|1969|1969|',
    );
    expect(out('{x|datetime-interval}', {})).toBe(''); // needs two values
    expect(out('{x,y|datetime-interval}', {})).toMatch(/^7:00\sPM$/); // both the epoch
  });

  it('datetime: the Gregorian calendar in every locale', () => {
    expect(out('{ts|datetime date:medium}', { ts: 0 }, 'th')).toContain('1969');
  });

  it('a tag that is not BCP 47 renders in English', () => {
    expect(out('{ts|datetime}', { ts: 0 }, 'not a locale')).toBe('December 31, 1969');
    expect(out('{ts|datetime}', { ts: 0 }, 'en_US')).toBe('December 31, 1969');
  });

  it('decimal: maxSig/minSig, and scientific without fraction digits unless asked, zero without exponent', () => {
    expect(out('{n|decimal maxSig:2}|{z|decimal maxSig:2}|{h|decimal maxSig:3}|{n|decimal minSig:6}', { n: 1234.5678, z: 0, h: 0.5 })).toBe(
      '1,200|0.0|0.500|1,234.5678',
    );
    expect(out('{n|decimal style:scientific}|{z|decimal style:scientific}|{b|decimal style:scientific minimumFractionDigits:2}', { n: 1234.5678, z: 0, b: 12345 })).toBe(
      '1E+3|0|1.23E+4',
    );
  });

  it('money: a lone minimum fraction digits keeps the currency maximum', () => {
    const m = { decimalValue: '1234.5678', currencyCode: 'USD' };
    expect(out('{m|money minimumFractionDigits:1}|{m|money minimumFractionDigits:3}', { m })).toBe('$1,234.57|$1,234.568');
  });

  it('comparisons: the left value decides how the right one is read', () => {
    const data = { o: {}, s: 'abc', t: true, f: false, ten: '10', three: 3 };
    const test = (cond: string) => out(`{.${cond}}Y{.or}N{.end}`, data);
    expect(test('lessThan? o 3')).toBe('Y'); // an object is less unless equal
    expect(test('greaterThan? three s')).toBe('Y'); // "abc" read as a number is 0
    expect(test('lessThan? ten 9')).toBe('Y'); // text compares as text
    expect(test('lessThan? t 3') + test('greaterThan? t 3')).toBe('NN'); // 3 read as a boolean is true
    expect(test('lessThan? f 3')).toBe('Y');
  });

  it('expressions take scalars only: an object or array operand fails the expression', () => {
    const { output, errors } = compile('[{.eval 1 * a}][{.eval o == o}][{.eval n + 1}]').template.render({ a: [1], o: { k: 1 }, n: 2 });
    expect(output).toBe('[][][3]');
    expect(errors.map((e) => e.code)).toEqual(['EXPRESSION_REDUCE', 'EXPRESSION_REDUCE']);
  });

  it('add-to-cart-btn: the custom-label flag by template truthiness; subscription option attribute and form as the platform', () => {
    const btn = (structuredContent: unknown) => out('{item|add-to-cart-btn}', { item: { structuredContent } });
    expect(btn({ useCustomAddButtonText: 'yes', customAddButtonText: 'Buy' })).toContain('data-original-label="Buy"');
    expect(btn({ isSubscribable: true, productSubscriptionOptions: [] })).not.toContain('data-subscription-option-id');
    expect(btn({ isSubscribable: true, productSubscriptionOptions: 'zz' })).toContain('data-subscription-option-id=""');
    expect(btn({ isSubscribable: true, additionalFieldsForm: { a: 1 } })).not.toContain('use-form');
    expect(btn({}).startsWith('\n'.repeat(13) + '<div class="sqs-add-to-cart-button-wrapper"')).toBe(true);
  });

  it('money: a null currency code is an unknown currency, a missing one no money', () => {
    expect(out('[{m|money}]', { m: { decimalValue: '1234.5', currencyCode: null } })).toBe('[\u00a01,234.50]');
    expect(out('[{m|money}]', { m: { decimalValue: '1234.5' } })).toBe('[]');
  });

  it('data formatters read numbers as the platform: missing and objects 0, text that is no number NaN', () => {
    const data = { s: 'abc', o: {}, n: 7.5 };
    expect(out('{missing|mod}|{o|mod 2}|{s|mod 2}|{n|mod 2}', data)).toBe('0|0|NaN|1.5');
    expect(out('{n|mod 0}|{n|mod abc}', { n: 5 })).toBe('1|1'); // no usable divisor is 2
    expect(out('{missing|round}|{s|round}|{n|round}', data)).toBe('0|NaN|8');
    expect(out('{missing|cycle a b c}|{n|cycle a b c}|{o|cycle a b}', data)).toBe('c||b');
    expect(out('{missing|raw}', data)).toBe('null');
    expect(out('[{m|message x}]', { m: '{0 decimal}' })).toBe('[0]');
  });

  it('cycle: the value minus one in doubles, as the platform (a tiny number is 0); a number that is not whole has no item', () => {
    expect(out('{v|cycle x|json}', { v: 9.3451818425907e-282 })).toBe('"x"');
    expect(out('{v|cycle a b c}|{w|cycle a b c}|{z|cycle a b c}', { v: -1e-300, w: -1, z: 4 })).toBe('c|b|a');
    expect(out('[{w|cycle a b|json}]', { w: 7.0000001 })).toBe('[]');
  });

  it('get: an argument that is a list gives its items as keys, a list in it its text (as the platform)', () => {
    const objects = { '123': { emails: { primary: 'bob@example.com' } } };
    expect(out('{objects|get id|prop emails|get which}', { objects, id: ['123'], which: 'primary' })).toBe('bob@example.com');
    expect(out('{objects|get path}', { objects, path: [['123'], 'emails', 'primary'] })).toBe('bob@example.com');
    // ["123", "emails"] is the key "123,emails" (test/diff)
    expect(out('[{objects|get path}]', { objects, path: [['123', 'emails'], 'primary'] })).toBe('[]');
    expect(out('[{objects|get path}]', { objects, path: ['123', 'nope'] })).toBe('[]');
  });

  it('url-encode keeps / @ + as the platform', () => {
    expect(out('{s|url-encode}', { s: '/a b@c+d' })).toBe('/a%20b@c+d');
  });

  it('message applies ICU apostrophe quoting; scientific leaves out E0; a divisor holds within its magnitude', () => {
    expect(out('{a|message n}|{b|message n}', { a: "l'article {0}", b: "it''s {0}", n: 2 })).toBe("larticle {0}|it's 2");
    expect(out('{a|decimal style:scientific}|{b|decimal style:scientific}', { a: 5, b: 12345 })).toBe('5|1E+4');
    expect(out('{a|decimal divisor:1000 style:short}|{b|decimal divisor:1000 style:short}', { a: 12345, b: 1000000 })).toBe('12K|1M');
  });

  it('a section resolves its path in the current scope only, and its .or runs in its own scope', () => {
    const data = { x: 'X', f: false, o: { k: 'K' }, arr: [1, 2] };
    expect(out('{.section o}{.section x}[{@}]{.or}N{.end}{.end}', data)).toBe('N'); // x is not in o
    expect(out('{.section o}{.repeated section arr}[{@}]{.or}N{.end}{.end}', data)).toBe('N');
    expect(out('{.section o}[{x}]{.end}', data)).toBe('[X]'); // a variable still walks up
    expect(out('{.section f}A{.or}[{@|json}]{.end}', data)).toBe('[false]');
    expect(out('{.section missing}A{.or}{.section x}[{@}]{.or}N{.end}{.end}', data)).toBe('N');
  });

  it('product-quick-view: the group argument names data under the item, then in scope; null is empty', () => {
    const group = (t: string, d: unknown) => /data-group="([^"]*)"/.exec(out(t, d))?.[1];
    expect(group('{@|product-quick-view foo}', { foo: null })).toBe('');
    expect(group('{item|product-quick-view foo}', { item: {} })).toBe('foo');
    expect(group('{item|product-quick-view foo}', { item: { foo: 'x' }, foo: 'y' })).toBe('x');
    // no argument names the key "" (under the item, then in scope)
    expect(group('{item|product-quick-view}', { item: { '': 'x' }, '': 'y' })).toBe('x');
    expect(group('{item|product-quick-view}', { item: {}, '': 'y' })).toBe('y');
    expect(group('{item|product-quick-view}', { item: {} })).toBe('');
  });

  it('message: a missing datetime argument is the epoch, as the date formatters read it', () => {
    expect(out('{m|message t}', { m: '[{0 datetime date:short}]', website: { timeZone: 'UTC' } })).toBe('[1/1/70]');
  });

  it('.eval is all or nothing: a failing expression undoes the assignments before it', () => {
    expect(out('{.eval @w = 600 ; @h = @w * r}[{@w}]', { r: {} })).toBe('[]');
    expect(out('{.eval @w = 1}{.eval @w = 600 ; @h = @w * r}[{@w}]', { r: [] })).toBe('[1]');
    expect(out('{.eval @w = 600 ; @h = @w * r}[{@w}{@h}]', { r: 2 })).toBe('[6001200]');
  });

  it('.eval reads text with white space as NaN, the empty text as 0', () => {
    expect(out('{.eval 5 + num(a)} {.eval 5 * b} {.eval 5 * c}', { a: '', b: '   ', c: ' 5' })).toBe('5 NaN NaN');
  });

  it('money style:code and style:name: plain number symbols and the locale unit joiner', () => {
    const m = (decimalValue: string, currencyCode: string) => ({ m: { decimalValue, currencyCode } });
    expect(out('{m|money style:code}', m('1234.5', 'CAD'), 'ja')).toBe('1,234.50CAD');
    expect(out('{m|money style:code}', m('0', 'DKK'), 'fr-CA')).toBe('0,00\u00a0DKK');
    expect(out('{m|money style:name}', m('-1234.565', 'MXN'), 'fr-CH')).toBe('-1\u202f234,56 pesos mexicains');
    expect(out('{m|money style:name}', m('1234567.5', 'EUR'), 'de-AT')).toBe('1\u00a0234\u00a0567,50 Euro');
  });

  it('money style:code writes a code that is no text as its JavaScript text when a number or a boolean, else nothing (as the reference engine)', () => {
    const codes = [-1, true, 5.5, null, [], {}, ['EUR']];
    expect(codes.map((currency) => out('{m|money style:code}', { m: { value: '1234.5', currency } }, 'en'))).toEqual([
      '1,234.50 -1', '1,234.50 true', '1,234.50 5.5', '1,234.50 ', '1,234.50 ', '1,234.50 ', '1,234.50 ',
    ]);
  });

  it('money of an unknown currency follows the number options (as the reference engine)', () => {
    const m = { m: { decimalValue: '-12345.5', currencyCode: 'XYZ' } };
    const cases: [string, string][] = [
      ['maximumFractionDigits:0', '-\u00a012,346'],
      ['maxFrac:1', '-\u00a012,345.5'],
      ['minimumFractionDigits:3', '-\u00a012,345.500'],
      ['group:false', '-\u00a012345.50'],
      ['round:down maximumFractionDigits:0', '-\u00a012,345'],
      ['style:code maximumFractionDigits:0', '-12,346 XYZ'],
      ['style:short', '-\u00a012K'],
      ['maximumFractionDigits:0 style:accounting', '(\u00a012,346)'],
    ];
    expect(cases.map(([options]) => out(`{m|money ${options}}`, m, 'en'))).toEqual(cases.map(([, text]) => text));
  });

  it('money style:accounting puts a negative amount of an unknown currency in brackets (as the reference engine)', () => {
    expect(out('{m|money style:accounting}', { m: { value: '-42', currency: '99999999999999999999.99' } }, 'en')).toBe('(\u00a042.00)');
    expect(out('{m|money style:accounting}', { m: { value: '42', currency: 'ZZZ' } }, 'en')).toBe('\u00a042.00');
  });

  it('compact styles group the digits a compact pattern keeps whole', () => {
    expect(out('{a|decimal style:short} {a|decimal style:long}', { a: 1234.56 }, 'ja')).toBe('1,235 1,235');
    expect(out('{a|decimal style:short}', { a: 1234.56 }, 'de-DE')).toBe('1.235');
    expect(out('{m|money style:short}', { m: { decimalValue: '-1234.565', currencyCode: 'EUR' } }, 'zh-TW')).toBe('-€1,235');
    expect(out('{a|decimal style:short group:false}', { a: 1234.56 }, 'ja')).toBe('1235');
  });

  it('format writes a list or object argument as JavaScript text; decimal of a boolean is nothing', () => {
    expect(out('{m|format a b c}', { m: '{0}|{1}|{2}', a: ['A', 'B'], b: [-1], c: { x: 1 } })).toBe('A,B|-1|[object Object]');
    expect(out('{t|decimal}{f|decimal style:short}{t|decimal style:permille}', { t: true, f: false })).toBe('');
    expect(out('{m|message t}', { m: '{0 decimal}', t: true })).toBe('1');
  });

  it('scientific: the locale plus sign in the exponent, no exponent 0, the bracketed pattern of hi', () => {
    const sci = (a: number, locale: string) => out('{a|decimal style:scientific}', { a }, locale);
    expect(sci(99999999.99, 'he')).toBe('1E\u200e+8');
    expect(sci(-47594.117, 'en')).toBe('-5E+4');
    expect(sci(-47594.117, 'hi')).toBe('-[5E+4]');
    expect(sci(0, 'hi')).toBe('[0]');
    expect(sci(0, 'ar')).toBe('\u0660');
    expect(sci(0.000123, 'en')).toBe('1E-4');
  });

  it('.same-day? with a start or end that is no date renders neither branch', () => {
    const t = '{.repeated section t}{.same-day?}yes{.or}no{.end}|{.end}';
    expect(out(t, { t: [{ endDate: '   ' }, { startDate: -1e21 }, { startDate: 5, endDate: 'x' }] })).toBe('|||');
    expect(out(t, { t: [{ startDate: 5 }, { startDate: '1', endDate: 2 * 86400000 }] })).toBe('yes|no|');
  });

  it('slugify: white space runs become one hyphen, kept at the ends; hyphens kept; underscores and non-ASCII go', () => {
    expect(out('{s|slugify}', { s: ' Hello  World! ' })).toBe('-hello-world-');
    expect(out('{s|slugify}', { s: 'a - b' })).toBe('a---b');
    expect(out('{s|slugify}', { s: 'UNKNOWN_VALUE \u0130K' })).toBe('unknownvalue-k');
  });

  it('truncate with no positive length gives the value itself, not its text', () => {
    expect(out('{n|truncate 0}|{n|truncate 0|json}|{.var @v items|truncate -1}{@v}', { n: [1, 2], items: [{}] })).toBe('1,2|[1,2]|[object Object]');
  });

  it('product-scarcity passes markup it did not write through without line breaks', () => {
    expect(out('[{a|cart-quantity|product-scarcity}]', {})).toBe('[<span class="sqs-cart-quantity">0</span>]');
    expect(out('[{a|product-scarcity}]', { a: '<b>' })).toBe('[<b>]');
  });

  it('mod, round and cycle read text up to its first character that is no number; the divisor is the argument text as an integer', () => {
    expect(out('{a|mod 2}|{a|round}|{b|round}|{c|round}', { a: '12abc', b: '1e3', c: '3.7.1' })).toBe('0|12|1|4');
    expect(out('{ts|percentage-format|cycle a b c}', { ts: 1700000000000 })).toBe('a');
    expect(out('{a|mod 1e1}|{a|mod 2.5}|{a|mod b}|{a|mod 5}', { a: 17, b: 10 })).toBe('0|1|1|2');
  });

  it('iter gives the index as text, and "" outside a repeated section', () => {
    expect(out('{a|iter|json}|{.repeated section l}{@|iter|json}{.end}|{a|iter|round}', { l: [5, 6] })).toBe('""|"1""2"|NaN');
  });

  it('message: dates in the site zone as the date formatters read it (a website.timeZone that is not a zone is UTC)', () => {
    const m = { m: '{0 datetime}|{0 datetime date:short time:short}' };
    expect(out('{m|message t}', { ...m, website: { timeZone: -1 } })).toBe('January 1, 1970|1/1/70, 12:00\u202fAM');
    expect(out('{m|message t}', { ...m, website: {} })).toBe('December 31, 1969|12/31/69, 7:00\u202fPM');
  });

  it('plural? and singular? read the number text starts with', () => {
    const t = '{.repeated section l}{.plural?}P{.or}-{.end}{.singular?}S{.or}-{.end}|{.end}';
    expect(out(t, { l: ['560c', '1abc', ' 2', '0x10', '.5', true] })).toBe('P-|-S|P-|--|--|-S|');
  });

  it('even? and odd? read their argument as a path, never as a literal number', () => {
    const t = '{.even? 2}Y{.or}N{.end}|{.odd? 3}Y{.or}N{.end}';
    expect(out(t, {})).toBe('N|N');
    expect(out(t, { 2: 4, 3: 5 })).toBe('Y|Y');
  });

  it('.ctx binds a name that resolves to nothing as null', () => {
    expect(out('{.ctx @c a=x.y b=n}{@c|json}', { n: 1 })).toBe('{"a":null,"b":1}');
  });

  it('a repeated section\'s items sit in the list\'s scope: a name an item lacks is read in the list first', () => {
    expect(out('{.repeated section l}{2}{.end}', { l: [0, 10, 20], 2: 'root' })).toBe('202020');
    expect(out('{.repeated section l}{.even? 1}Y{.or}N{.end}{.end}', { l: [3, 4] })).toBe('YY');
    expect(out('{.repeated section l}{.or}{@|json}{.end}', { l: [] })).toBe('{"l":[]}');
  });

  it('.alternates with renders in the scope of the item before it', () => {
    expect(out('{.repeated section l}{@}{.alternates with}<{@}|{@index}>{.end}', { l: ['a', 'b', 'c'] })).toBe('a<a|1>b<b|2>c');
  });

  it('date: no format gives ""; with one, no instant stops the chain and .var keeps its value', () => {
    expect(out('{s|date|json}|{s|date %Y|json}', { s: 'x' })).toBe('""|');
    expect(out('{.var @v a}{.var @v s|date %Y}{@v}|{.var @v big|date %c|json}{@v}', { a: 1, s: 'x', big: 1e30 })).toBe('1|1');
    expect(out('{s|date %I:%M %p|cart-quantity}', { s: 'why' })).toBe('');
    expect(out('{.var @v a}{.var @v s}{@v}|{.var @v a}{.var @v s|get x}{@v}', { a: 1 })).toBe('|'); // no value still binds
  });

  it('has-multiple? counts an object\'s keys as an array\'s items and reads no argument', () => {
    const t = '{.has-multiple? a}Y{.or}N{.end}';
    expect([{ a: 1, b: null }, [1, 2], 'ab', { a: [1, 2] }].map((d) => out(t, d)).join()).toBe('Y,Y,N,N');
  });

  it('datetime: UTC is named as Greenwich, and a zero offset is the bare GMT name', () => {
    const utc = { t: 1700000000000, website: { timeZone: 'UTC' } };
    expect(out('{t|datetime time:long}|{t|datetime time:full}', utc)).toBe('10:13:20\u202fPM GMT|10:13:20\u202fPM Greenwich Mean Time');
    expect(out('{t|datetime time:full}', utc, 'fr')).toBe('22:13:20 heure moyenne de Greenwich');
    expect(out('{t|datetime skeleton:HmOOOO}', { ...utc, website: { timeZone: 'Europe/London' } }, 'de')).toBe('22:13 GMT');
    expect(out('{t|datetime skeleton:HmOOOO}', { ...utc, website: { timeZone: 'Asia/Tokyo' } }, 'de')).toBe('07:13 GMT+09:00');
  });

  it('a variable bound to no value lets an outer one show; formatters that give a value shadow it', () => {
    const data = { a: 'A', s: { q: 1 }, str: 'abc' };
    const inner = (fmt: string) => out(`{.var @v a}{.section s}{.var @v ${fmt}}{@v}{.end}`, data);
    expect(['nil', 'nil|get x', 'str|lookup x', 'nil|safe'].map(inner).join()).toBe('A,A,A,A');
    expect(['nil|lookup', 'str|key-by x', 'nil|apply', 'str|json'].map(inner).join()).toBe(',,,"abc"');
    expect(out('{.var @v a}{.var @v nil}{@v}|{.eval @w = nil}{@w|json}', data)).toBe('|null');
    expect(out('{.var @v a}{.section s}{.eval @v = nil}{@v}{.end}', data)).toBe('');
  });

  it('a block in .alternates with goes, with what follows it, to the body; a second .alternates with goes on with the first', () => {
    const l = { l: [1, 2, 3] };
    expect(out('{.repeated section l}{@index}{.alternates with}X{.section no}A{.or}B{.end}C{.or}D{.end}', l)).toBe('1BCX2BCX3BC');
    expect(out('{.repeated section l}{@index}{.alternates with}X{.alternates with}Y{.end}', l)).toBe('1XY2XY3');
  });

  it('datetime-interval with a weekday skeleton: one day is the weekday and the range of times', () => {
    const d = { a: 0, b: 60000, c: 172800000 };
    expect(out('{a,a|datetime-interval EEE}|{a,b|datetime-interval EEE}', d)).toBe('Wed, 7:00\u202fPM|Wed, 7:00\u2009–\u20097:01\u202fPM');
    expect(out('{a,c|datetime-interval EEE}', d, 'de')).toBe('Mi., 19:00\u2009–\u2009Fr., 19:00');
    expect(out('{m|message a a}', { a: 0, m: '{0;1 datetime-interval EEE}' })).toBe('Wed, 7:00\u202fPM');
  });

  it('datetime-interval with a skeleton follows CLDR\'s interval patterns, as the platform reads them', () => {
    const s = 1582571080000; // Mon Feb 24 2020, 2:04:40 PM in New York
    const day = 864e5;
    const range = (skeleton: string, end: number, locale = 'en') => out(`{s,e|datetime-interval ${skeleton}}`, { s, e: end }, locale);
    // the skeleton's finest field when none of its fields differs; no field added for a difference it lacks
    expect(range('yMMM', s + 3 * day)).toBe('Feb\u2009–\u2009Feb 2020');
    expect(range('y', s + 3 * day)).toBe('2020\u2009–\u20092020');
    expect(range('h', s + 5 * 6e4)).toBe('2\u2009–\u20092\u202fPM');
    expect(range('MMMd', s + 400 * day)).toBe('Feb 24\u2009–\u2009Mar 30');
    expect(range('MMMd', s + 366 * day)).toBe('Feb 24\u2009–\u200924');
    expect(range('d', s + 40 * day)).toBe('24\u2009–\u20094');
    // seconds are no interval field, but one date keeps them
    expect(range('hms', s + 2 * 36e5)).toBe('2:04\u2009–\u20094:04\u202fPM');
    expect(range('hms', s + 10e3)).toBe('2:04:40\u202fPM');
    // days apart with a time skeleton: each end on its own; a date skeleton within a day: one date
    expect(range('EEE', s + 3 * day)).toBe('Mon, 2:04\u202fPM\u2009–\u2009Thu, 2:04\u202fPM');
    expect(range('MMMdhm', s + 400 * day)).toBe('Feb 24, 2:04\u202fPM\u2009–\u2009Mar 30, 3:04\u202fPM');
    expect(range('yMMMd', s + 5 * 36e5)).toBe('Feb 24, 2020');
    expect(range('yMdhm', s + 3 * day, 'fr')).toBe('24/2/2020 2:04\u202fPM\u2009–\u200927/2/2020 2:04\u202fPM');
    // a weekday with a time, days apart: each end as datetime writes it, weekday and time glued
    expect(range('Ehm', s + 3 * day)).toBe('Mon, 2:04\u202fPM\u2009–\u2009Thu, 2:04\u202fPM');
  });

  it('datetime: a weekday with a time and no other date field is glued as the locale glues a date and a time', () => {
    const d = { t: 1582571080000 }; // Mon Feb 24 2020, 2:04:40 PM in New York
    expect(out('{t|datetime Ehm}|{t|datetime EEEEHm}', d)).toBe('Mon, 2:04\u202fPM|Monday, 14:04');
    // the weekday of a date (de "Mo.", where a weekday alone is "Mo"); ja's glue is a space
    expect(out('{t|datetime EHm}', d, 'de')).toBe('Mo., 14:04');
    expect(out('{t|datetime EHm}', d, 'ja')).toBe('月 14:04');
    // with a date field, ICU's pattern as before
    expect(out('{t|datetime yMMMEdhm}', d)).toBe('Mon, Feb 24, 2020, 2:04\u202fPM');
  });

  it('datetime: a weekday with a month and no day writes the day too, as the platform\'s skeleton matcher', () => {
    const d = { t: 1582571080000 };
    expect(out('{t|datetime MMMEEE}|{t|datetime yMMMMEEEE}', d)).toBe('Mon, Feb 24|Monday, February 24, 2020');
    expect(out('{t|datetime MMMMEEEE}', d, 'fr')).toBe('lundi 24 février');
    expect(out('{t|datetime yMEEE}', d, 'de')).toBe('Mo., 24.2.2020');
  });

  it('datetime: a skeleton\'s month and weekday names in their format form, the stand-alone ones for L and c', () => {
    const d = { t: 1582571080000 }; // Mon Feb 24 2020
    expect(out('{t|datetime yMMMM}', d, 'pl')).toBe('lutego 2020');
    expect(out('{t|datetime MMMM}', d, 'ru')).toBe('февраля');
    expect(out('{t|datetime yMMMM}', d, 'ca')).toBe('de febrer del 2020');
    expect(out('{t|datetime EEE}|{t|datetime MMM}', d, 'de')).toBe('Mo.|Feb.');
    expect(out('{t|datetime yLLLL}|{t|datetime ccc}', d, 'pl')).toBe('luty 2020|pon.');
    expect(out('{t|datetime LLL}|{t|datetime c}', d, 'de')).toBe('Feb|Mo');
    // where a date writes the month as a number, the stand-alone name at the skeleton's width (cs "úno", ja's "2月" as ICU writes it)
    expect(out('{t|datetime yMMM}', d, 'cs')).toBe('úno 2020');
    expect(out('{t|datetime yMMM}', d, 'ja')).toBe('2020年2月');
  });

  it('datetime: hours, minutes and seconds as the locale\'s pattern writes them, whatever their letters\' count', () => {
    const d = { t: 1580911440000 }; // Wed Feb 5 2020, 9:04 AM in New York
    expect(out('{t|datetime hhmm}|{t|datetime hh}', d)).toBe('9:04\u202fAM|9\u202fAM');
    expect(out('{t|datetime HHmm}', d, 'fr')).toBe('09:04');
    expect(out('{t|datetime HHmm}', d, 'es')).toBe('9:04');
    expect(out('{t|datetime yMMMdhhmmss}', d)).toBe('Feb 5, 2020, 9:04:00\u202fAM');
  });

  it('datetime-interval in ja: dates apart are the start\'s date and the end\'s without the leading fields they share', () => {
    const s = 1582571080000; // Mon Feb 24 2020, 2:04:40 PM in New York
    const day = 864e5;
    const range = (skeleton: string, end: number) => out(`{s,e|datetime-interval ${skeleton}}`, { s, e: end }, 'ja');
    // ICU's ja range pattern writes "2020/02/24～2020/02/27"; the platform's CLDR data, as its date does
    expect(range('', s + 3 * day)).toBe('2020年2月24日～27日');
    expect(range('', s + 40 * day)).toBe('2020年2月24日～4月4日');
    expect(range('yMMMd', s + 400 * day)).toBe('2020年2月24日～2021年3月30日');
    expect(range('yMMM', s + 3 * day)).toBe('2020年2月～2月');
    expect(range('yMMMEd', s + 3 * day)).toBe('2020年2月24日(月)～27日(木)');
    // times within a day, and locales whose ICU range pattern is their date's, as before
    expect(range('hm', s + 5 * 36e5)).toBe('午後2時04分～7時04分');
    expect(out('{s,e|datetime-interval}', { s, e: s + 40 * day }, 'de')).toBe('24. Feb.\u2009–\u20094. Apr. 2020');
  });

  it('message: in a choice\'s branch, a placeholder of a format the platform lacks is its text', () => {
    const m = '{0 plural one{{1} to bytes: {1 unit in:byte}} other{{1} to bits: {1 unit in:bit}}}';
    expect(out('{m|message a b}', { m, a: 5, b: 'x' })).toBe('x to bits: 1 unit in:bit');
    expect(out('{m|message a b}', { m: '{0 select x{[{2 foo}]} other{o}}', a: 'x', b: 7 })).toBe('[2 foo]');
    // outside a branch, and for a format it has, as before
    expect(out('{m|message a b}', { m: '[{1 foo}]|{0 plural other{[{1 number}]}}', a: 2, b: 7 })).toBe('[]|[7]');
  });

  it('a formatter replaces the first value only: the next ones still see the others', () => {
    const d = { a: 5, b: 1000000000000 };
    expect(out('{a,b|html|relative-time}|{f,f|height|relative-time}', d)).toBe('in 32 years|now');
  });

  it('message: a datetime-interval reads text with no number as the epoch', () => {
    expect(out('{m|message s e}', { m: '{0;1 datetime-interval}', s: 'abc', e: 'x' })).toBe('7:00\u202fPM');
  });

  it('quantity-input reads isSubscribable as the price does; it and variants-select give no value when not shown', () => {
    const item = (isSubscribable: unknown) => ({ item: { structuredContent: { productType: 1, variants: [{ qtyInStock: 2 }], isSubscribable } } });
    expect(out('{item|quantity-input}', item('yes'))).toContain('product-quantity-input');
    expect(out('{item|quantity-input}', item('true'))).toBe('');
    expect(out('{s|quantity-input|json}|{s|variants-select|json}|{s|variants-select|raw}', { s: 'x' })).toBe('||null');
  });

  it('money of an unknown code ("", "XYZ", not text): the locale\'s currency pattern with an empty symbol', () => {
    const m = (currencyCode: unknown, decimalValue: unknown = -1234) => ({ m: { decimalValue, currencyCode } });
    expect(out('{m|money}', m('XYZ'))).toBe('-\u00a01,234.00');
    expect(out('{m|money}', m('', 5))).toBe('\u00a05.00');
    expect(out('{m|money}', m(12))).toBe('-\u00a01,234.00');
    expect(out('{m|money}', m('XYZ'), 'de')).toBe('-1.234,00\u00a0');
    expect(out('{m|money style:short}', m('XYZ'), 'de')).toBe('-1.234\u00a0');
  });

  it('per mille: the locale\'s sign ("؉" with Arabic digits), without the marks of its percent sign', () => {
    const d = { a: 0, b: -1.5 };
    expect(out('{a|decimal style:permille}|{b|decimal style:permille}', d, 'ar')).toBe('٠؉|\u061c-١٬٥٠٠؉');
    expect(out('{a|decimal style:permille}', d, 'he')).toBe('0‰');
  });

  it('money style:short in ar: the whole amount in the compact rounding (no short currency patterns)', () => {
    const m = (decimalValue: string) => ({ m: { decimalValue, currencyCode: 'USD' } });
    expect(out('{m|money style:short}', m('12345678'), 'ar')).toBe('\u200f١٢٬٣٤٥٬٦٧٨\u00a0US$');
    expect(out('{m|money style:short}', m('1.256'), 'ar')).toBe('\u200f١٫٣\u00a0US$');
    expect(out('{m|money style:short}', m('12345678'), 'fa')).toContain('میلیون');
  });

  it('variants-select writes data-variants as json does ("</" as "<\\/")', () => {
    const item = { item: { structuredContent: { variants: ['a/b', { x: '</b>' }], variantOptionOrdering: ['c'] } } };
    expect(out('{item|variants-select}', item)).toContain('data-variants="[&quot;a/b&quot;,{&quot;x&quot;:&quot;&lt;\\/b&gt;&quot;}]"');
  });

  it('variants-select names a subscribable product (template truthiness) and its plan as JSON, "" without one (as the reference engine)', () => {
    const head = (isSubscribable: unknown, subscriptionPlan?: unknown) =>
      /<div class="product-variants"[^>]*>/.exec(out('{item|variants-select}', { item: { structuredContent: { variants: [{}, {}], isSubscribable, subscriptionPlan, variantOptionOrdering: ['T'] } } }))?.[0];
    expect(head(-1)).toContain('data-variants="[{},{}]" data-is-subscribable="true" data-subscription-plan="" data-animation-role');
    expect(head('x', null)).toContain('data-is-subscribable="true" data-subscription-plan="null"');
    expect(head(true, { billingPeriod: { value: 1, unit: 'WEEK' } })).toContain('data-subscription-plan="{&quot;billingPeriod&quot;:{&quot;value&quot;:1,&quot;unit&quot;:&quot;WEEK&quot;}}"');
    expect(head(0)).not.toContain('data-is-subscribable');
  });

  it('product-scarcity: a view with template-truthy attributes of any kind is for a variant, its attributes as json', () => {
    const page = (attributes: unknown) => ({
      item: { id: 'i' },
      productMerchandisingContext: { i: { scarcityEnabled: true, scarcityTemplateViews: [{ attributes }] } },
    });
    expect(out('{item|product-scarcity}', page('x'))).toContain('data-variant-attributes="&quot;x&quot;" hidden');
    expect(out('{item|product-scarcity}', page([1]))).toContain('data-variant-attributes="[1]" hidden');
    expect(out('{item|product-scarcity}', page(0))).not.toContain('hidden');
  });

  it('a variable tag with white space after its last name or after a | is text', () => {
    expect(out('{b }|{b |html}|{b| html}|{b,c }|{b , c|json}|{b|html |json}', { b: 1, c: 2 })).toBe('{b }|{b |html}|{b| html}|{b,c }|1|"1"');
  });

  it('cart-quantity reads each quantity as the date formatters read a number; text with none is NaN', () => {
    const cart = (...quantities: unknown[]) => ({ entries: quantities.map((quantity) => ({ quantity })) });
    expect(out('{@|cart-quantity}', cart(' 3 ', '1e3', true, null))).toBe('<span class="sqs-cart-quantity">5</span>');
    expect(out('{@|cart-quantity}', cart(2, 'x'))).toBe('<span class="sqs-cart-quantity">NaN</span>');
  });

  it('template flags (calendarView, gallery options, scarcityEnabled): true, "true" or a whole number written without exponent', () => {
    const t = '{.calendar-view?}Y{.or}N{.end}{.gallery-autoplay?}Y{.or}N{.end}';
    const flags = [true, 'true', 7, 'TRUE', 0.5, 1e21].map((v) => out(t, { calendarView: v, options: { autoplay: v } }));
    expect(flags.join()).toBe('YY,YY,YY,NN,NN,NN');
  });

  it('item-classes: categories and tags of any object, as many as its keys, read at 0, 1, ...', () => {
    const t = '{.repeated section items}{@|item-classes}{.end}';
    expect(out(t, { items: [{ tags: { 0: 'foo 2', 1: 'bar', x: 'baz' }, categories: 'abc' }] })).toBe('hentry tag-foo-2 tag-bar tag- post-type- article-index-1');
    expect(out(t, { items: [{ categories: { a: 'q' } }] })).toBe('hentry category- post-type- article-index-1');
  });

  it('video color-data: the region colours only when colorData is template-truthy', () => {
    const t = '{@|video color-data}';
    const video = (colorData: unknown) => out(t, { overlay: true, systemDataId: 'v', colorData });
    expect(video({})).not.toContain('data-color-');
    expect(video(null)).not.toContain('data-color-');
    expect(video({ centerAverage: 'abc' })).toContain('data-color-center="#abc"');
  });

  it('quantity-input: stock summed as written (negatives too), text read like parseFloat, no number shows the input', () => {
    const shown = (...qty: unknown[]) =>
      out('{item|quantity-input}', { item: { structuredContent: { productType: 1, variants: qty.map((qtyInStock) => ({ qtyInStock })) } } }) !== '';
    expect([shown(''), shown('abc'), shown('5x'), shown('0x'), shown(2, -1), shown(2, '-1'), shown('1.5x')]).toEqual([true, true, true, false, false, false, true]);
  });

  it('add-to-cart-btn: a non-empty list or object as custom text is an empty label; the option id at key 0 of an object too', () => {
    const btn = (content: unknown) => out('{item|add-to-cart-btn}', { item: { structuredContent: content } });
    expect(btn({ useCustomAddButtonText: true, customAddButtonText: ['Add This'] })).toContain('data-original-label="" >');
    expect(btn({ isSubscribable: true, productSubscriptionOptions: { 0: { id: 'A' } } })).toContain('data-subscription-option-id="A"');
  });

  it('restock and scarcity texts escape quotes too; a variant id list is written as a variable tag writes it', () => {
    const context = { restockNotificationMessages: { CTAText: 'a "b"' }, restockNotificationViews: [{ variantId: [2] }], scarcityEnabled: true };
    const data = { item: { id: 'p' }, productMerchandisingContext: { p: { ...context, scarcityTemplateViews: [{}], scarcityText: '"x"' } } };
    expect(out('{item|product-restock-notification}', data)).toMatch(/data-variant-id="2">\n {2}<span class="product-restock-cta">a &quot;b&quot;</);
    expect(out('{item|product-scarcity}', data)).toContain('&quot;x&quot;');
  });

  it('a number compared with text reads its leading decimal (no exponent); text without one orders the number as greater', () => {
    const t = (right: string) => out(`{.repeated section s}{.greaterThan? @ ${right}}G{.or}{.lessThan? @ ${right}}L{.or}E{.end}{.end}{.end}`, { s: [-5, 1, 20] });
    expect([t('"bcd"'), t('""'), t('"12abc"'), t('"1e2"'), t('"Infinity"')]).toEqual(['GGG', 'GGG', 'LLG', 'LEG', 'GGG']);
  });

  it('variants-select: a list in variantOptionOrdering names no option', () => {
    const data = { item: { structuredContent: { variants: [{ attributes: { color: 'red' } }, {}], variantOptionOrdering: [['color']] } } };
    expect(out('{item|variants-select}', data)).toContain('<div class="variant-option-title">: </div>');
  });

  it('product-price: a translation given is used even when empty, null or a number, also for a period value not given', () => {
    const price = (plan: unknown, localizedStrings: unknown) => out('{@|product-price}', { structuredContent: { isSubscribable: 'true', ...(plan ? { subscriptionPlan: plan } : {}) }, localizedStrings });
    expect(price(undefined, { productPriceUnavailable: null })).toBe('\n\n\n<div class="product-price">\n\n\n</div>');
    const weekly = (value: unknown) => ({ billingPeriod: { unit: 'WEEK', ...(value === undefined ? {} : { value }) } });
    expect(price(weekly(5), { productPrice__singlePrice__nWeekly__indefinite: 7 })).toContain('>\n7\n</div>');
    expect(price(weekly(undefined), { productPrice__singlePrice__nWeekly__indefinite: 'T' })).toContain('>\nT\n</div>');
    expect(price(weekly(1), { productPrice__singlePrice__nWeekly__indefinite: 'T' })).toContain('every week');
  });

  it('truncate with a length that is no number passes the value through, a list or object too', () => {
    expect(out('{x|truncate abc}|{l|truncate abc}|{o|truncate abc|count}', { x: 'a'.repeat(150), l: ['a'], o: { a: 1 } })).toBe(`${'a'.repeat(150)}|a|1`);
  });

  it('message: an object argument stands for its value (one level), except in dates', () => {
    const m = '[{0}|{0 plural one{#one} other{#other}}|{1 datetime date:short}]';
    expect(out('{m|message a b}', { m, a: { value: '1' }, b: { value: 1700000000000 } })).toBe('[1|1one|12/31/69]');
  });
});
