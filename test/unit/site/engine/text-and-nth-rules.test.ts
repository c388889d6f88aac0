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
