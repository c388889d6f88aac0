import { describe, expect, it } from 'vitest';
import { compile, formatters, predicates } from '../../../../src/site/index.js';
import { runCase } from '../../../diff/compare.js';
import { referenceRegistry } from '../../../diff/registry.js';

/**
 * Names the platform's engine registers that ours lacked until the differential suite drew
 * every registered name (docs/site-engine.md "Formatters the platform registers late"):
 * `find-first`, `find-last`, `line-breaks`, the pass-through `unit`, `datetimefield` and
 * `i18n-money-format`, and the `units-metric?` predicate that is never true.
 */
const render = (source: string, data: unknown) => compile(source).template.render(data, { locale: 'en', now: 1700050000000 });
const out = (source: string, data: unknown) => render(source, data).output;

const list = { a: [{ x: 1, y: 'b' }, { x: 2, y: 'c', z: { w: 3 } }], c: [0, null, '', false, 2, 3], b: [{ x: '1' }, { x: true }, { x: null }] };

describe('names the platform registers late', () => {
  it('registers every formatter and predicate the reference engine registers', () => {
    const { formatterNames, predicateNames } = referenceRegistry();
    expect(formatterNames.filter((n) => !(n in formatters))).toEqual([]);
    expect(predicateNames.filter((n) => !(n in predicates))).toEqual([]);
  });

  it('find-first and find-last: the first or last item, or the first whose path is truthy', () => {
    expect(out('{c|find-first}|{c|find-last}', list)).toBe('0|3');
    expect(out('{a|find-first z|json}', list)).toBe('{"x":2,"y":"c","z":{"w":3}}');
    expect(out('{a|find-first z.w|json}', list)).toBe('{"x":2,"y":"c","z":{"w":3}}');
    expect(out('{a|find-last x|json}', list)).toBe('{"x":2,"y":"c","z":{"w":3}}');
    expect(out('{b|find-first x|json}', list)).toBe('{"x":"1"}');
    expect(out('{.var @f a|find-first z}{@f.y}', list)).toBe('c');
  });

  it('find-first: two arguments, no list or no match find nothing; three read the first as the path', () => {
    expect(out('[{a|find-first x 2|json}][{a|find-first w|json}][{c|find-first @|json}]', list)).toBe('[][][]');
    expect(out('[{x|find-first|json}][{a.0|find-first|json}]', { ...list, x: 'abc' })).toBe('[][]');
    expect(out('{a|find-first x 2 y|json}', list)).toBe('{"x":1,"y":"b"}');
  });

  it('line-breaks: each line feed is <br/>, a carriage return stays, lists and objects write nothing', () => {
    expect(out('{s|line-breaks}', { s: 'a\nb\r\nc' })).toBe('a<br/>b\r<br/>c');
    expect(out('{n|line-breaks}|{t|line-breaks}|{l|line-breaks}|{o|line-breaks}', { n: 1.5, t: true, l: ['a'], o: { p: 1 } })).toBe('1.5|true||');
  });

  it('unit, datetimefield and i18n-money-format pass the value on', () => {
    expect(out('{n|unit meter}|{n|datetimefield year}|{n|i18n-money-format}|{l|unit}', { n: 1234.5, l: ['a', 'b'] })).toBe('1234.5|1234.5|1234.5|a,b');
  });

  it('units-metric? is never true and reports no error', () => {
    const r = render('{.units-metric?}M{.or}I{.end}{.section o}{.units-metric? x}M{.or}I{.end}{.end}', { o: { p: 1 } });
    expect(r.output).toBe('II');
    expect(r.errors).toEqual([]);
  });

  it('agrees with the reference engine on each of these cases', () => {
    const cases = [
      '{c|find-first}{c|find-last}{a|find-first z|json}{a|find-first x 2|json}{a|find-first x 2 y|json}',
      '{s|line-breaks}{n|unit}{n|datetimefield}{m|i18n-money-format}{.units-metric?}M{.or}I{.end}',
    ];
    for (const template of cases) {
      const r = runCase({ label: template, template, data: { ...list, s: 'a\nb', n: 2, m: { decimalValue: '1', currencyCode: 'EUR' } } });
      expect(r.ours.output).toBe(r.reference.output);
      expect(r.same).toBe(true);
    }
  });
});
