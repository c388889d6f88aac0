import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/** Message choices as the platform reads them (found against the reference engine, test/diff). */
const msg = (m: string, a: unknown, locale = 'en') => compile('{m|message a}').template.render({ m, a }, { locale }).output;

describe('message choices', () => {
  it('takes the first branch that matches, in the pattern order: =N by the value, a keyword by its case', () => {
    expect(msg('{0 plural one{kw} =1{exact} other{x}}', 1)).toBe('kw');
    expect(msg('{0 plural =1{exact} one{kw} other{x}}', 1)).toBe('exact');
    expect(msg('{0 plural other{x} one{y}}', 1)).toBe('y');
  });

  it('keeps the first branch of a key given twice', () => {
    expect(msg('{0 select male{first} male{second} other{x}}', 'male')).toBe('first');
  });

  it('writes # in quotes as the number, and braces in quotes as text', () => {
    expect(msg("{0 plural other{'#'}}", 3)).toBe('3');
    expect(msg("{0 plural other{'{'#'}'}}", 3)).toBe('{3}');
    expect(msg("{0 plural other{'#''#'}}", 3)).toBe('33');
  });

  it('reads a select and its # as text (a list is "")', () => {
    expect(msg('{0 select other{# #}}', 'abc')).toBe('abc abc');
    expect(msg('{0 select 1{one} other{x}}', [1])).toBe('x');
  });

  it('subtracts an offset from # in a keyword branch only, in selectordinal too', () => {
    expect(msg('{0 plural offset:1 =0{zero #} other{#}}', 0)).toBe('zero 0');
    expect(msg('{0 plural offset:1 one{o#} other{x#}}', 2)).toBe('o1');
    expect(msg('{0 selectordinal offset:1 one{o#} other{x#}}', 2)).toBe('o1');
  });

  it("reads a money object's decimalValue as its number outside money formats", () => {
    expect(msg('{0} {0 number}', { decimalValue: '12.5', currencyCode: 'EUR' })).toBe('12.5 12.5');
    expect(msg('{0}', { decimalValue: '1', value: 2 })).toBe('1');
    expect(msg('{0 money}', { decimalValue: '12.5', currencyCode: 'EUR' })).toBe('€12.50');
  });
});
