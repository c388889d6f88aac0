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
