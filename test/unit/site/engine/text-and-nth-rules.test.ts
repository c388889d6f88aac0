import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

const out = (source: string, data: unknown) => compile(source).template.render(data, { locale: 'en' }).output;

describe('truncate as the platform cuts', () => {
  it('cuts after the last white space within the length, a leading one too', () => {
    expect(out('{v|truncate 7}', { v: 'abc def ghi' })).toBe('abc ...');
    expect(out('{v|truncate 3}', { v: ' abcdef' })).toBe(' ...');
    expect(out('{v|truncate 2}', { v: '\nabc def' })).toBe('\n...');
    expect(out('{v|truncate 3}', { v: 'abcdef' })).toBe('abc...');
  });
});

describe('nth? as the platform reads its modulus', () => {
  it('takes a number only: true, "2" and text data are no modulus', () => {
    expect(out('{.section v}{.nth? 2}Y{.or}N{.end}{.end}', { v: 4 })).toBe('Y');
    expect(out('{.section v}{.nth? true}Y{.or}N{.end}{.end}', { v: 4 })).toBe('N');
    expect(out('{.section v}{.nth? "2"}Y{.or}N{.end}{.end}', { v: 4 })).toBe('N');
    expect(out('{.section v}{.nth? s}Y{.or}N{.end}{.end}', { v: 4, s: '2' })).toBe('N');
  });
});

describe('numbers read from text, as the platform reads them', () => {
  it('reads text with a point like parseFloat, exponent and all, and other text like parseInt', () => {
    expect(out('{v|round}', { v: '4.3e5' })).toBe('430000');
    expect(out('{v|round}', { v: ' 1.5e3 items' })).toBe('1500');
    expect(out('{v|round}', { v: '1e3.5' })).toBe('1000');
    expect(out('{v|round}', { v: '4.3e-500' })).toBe('0');
    expect(out('{v|round}', { v: 'Infinity.5' })).toBe('Infinity');
    expect(out('{v|round}', { v: '4e5' })).toBe('4');
    expect(out('{v|mod 7}', { v: '1.5e1' })).toBe('1');
    expect(out('{v|cycle a b c d e f g h i j}', { v: '-.5e1' })).toBe('e');
    expect(out('{v|date %Y}', { v: '1.5e12' })).toBe('2017');
  });
});

describe('truncate cuts back to ASCII white space only', () => {
  it('keeps a word after a no-break or wide space', () => {
    expect(out('{v|truncate 5}', { v: 'ab\u202fcdefgh' })).toBe('ab\u202fcd...');
    expect(out('{v|truncate 5}', { v: 'ab\u00a0cdefgh' })).toBe('ab\u00a0cd...');
    expect(out('{v|truncate 5}', { v: 'ab\u3000cdefgh' })).toBe('ab\u3000cd...');
    expect(out('{v|truncate 5}', { v: 'ab\u000bcdefgh' })).toBe('ab\u000b...');
  });
});

describe('pluralize reads its value as the platform reads numbers', () => {
  it('is singular for text read as 1 ("1abc", "1,000", "1.0", "1e0") and true, plural for lists and text that is no number', () => {
    for (const v of ['1abc', '1,000', '1.0', '1e0', true, 1]) expect(out('{v|pluralize y ies}', { v })).toBe('y');
    for (const v of ['abc', '', [1], null, '2']) expect(out('{v|pluralize y ies}', { v })).toBe('ies');
  });
});

describe('NaN and infinities in number formats', () => {
  const num = (source: string, data: unknown, locale: string) => compile(source).template.render(data, { locale }).output;
  it('writes NaN by the locale\'s name and an infinity as its sign alone', () => {
    expect(num('{v|round|decimal}', { v: 'why' }, 'en')).toBe('NaN');
    expect(num('{v|round|decimal}', { v: 'why' }, 'ar')).toBe('ليس\u00a0رقمًا');
    expect(num('{v|decimal}', { v: 'NaN' }, 'ru')).toBe('не\u00a0число');
    expect(num('{v|round|decimal}', { v: '-Infinity.' }, 'en')).toBe('∞');
  });
});

describe('decimal reads text as a decimal literal only', () => {
  it('writes nothing for text with spaces or in hex, as the platform', () => {
    const dec = (v: unknown) => compile('{v|decimal}').template.render({ v }, { locale: 'en' }).output;
    expect([' 1', '1 ', '0x1', '\t1'].map(dec)).toEqual(['', '', '', '']);
    expect(['+1', '.5', '1e3', '1.5E2'].map(dec)).toEqual(['1', '0.5', '1,000', '150']);
  });
});
