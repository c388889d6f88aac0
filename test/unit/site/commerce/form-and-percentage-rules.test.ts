import { describe, expect, it } from 'vitest';
import { render } from './render.js';

/** summary-form-field and percentage-format rules the differential suite found, checked against the platform's engine. */
const answer = (type: string, values: object) => render('{f|summary-form-field}', { f: { type, values } }).split('</span> ')[1]?.replace(/\n<\/div>$/, '');

describe('summary-form-field parts', () => {
  it('writes "00" for a time part that is not template-truthy and nothing for an object', () => {
    expect(answer('time', { Hour: { value: 9 } })).toBe(':00:00 ');
    expect(answer('time', { Hour: 0, Minute: '', Second: [], Ampm: 'AM' })).toBe('00:00:00 AM');
  });

  it('writes the phone\'s "+Country" for a template-truthy code only', () => {
    expect(answer('phone', { Country: 0, Areacode: 5 })).toBe('5--');
    expect(answer('phone', { Country: { a: 1 } })).toBe('+ --');
  });
});

describe('percentage-format', () => {
  const pct = (v: unknown, args = '', locale = 'en') => render(`{v|percentage-format${args}}`, { v }, locale);

  it('keeps every digit of decimal text, rounds to 3 decimals half-even, and writes no sign on zero', () => {
    expect(pct('99999999999999999999.99', ' trim')).toBe('99,999,999,999,999,999,999.99');
    expect(pct('12345678901234567890.123456', '', 'fr-FR')).toBe('12\u202f345\u202f678\u202f901\u202f234\u202f567\u202f890,123');
    expect([pct('1.2345'), pct('0.0005', ' trim'), pct('-0'), pct(-1e-7)]).toEqual(['1.234', '0', '0.00', '0.00']);
  });

  it('reads text with spaces as 0, and writes a NaN number by name', () => {
    expect(pct(' 12')).toBe('0.00');
    expect(pct(Number.NaN)).toBe('NaN'); // as `{w|mod 2|percentage-format}` of text
  });
});
