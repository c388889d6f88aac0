import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/** `message` rules the differential suite found (src/site/engine/formatters/message.ts), checked against the platform's engine. */
const out = (source: string, data: unknown, locale = 'en') => compile(source).template.render(data, { locale, now: 1700050000000 }).output;
const msg = (m: string, args = 'v', v: unknown = 2, locale = 'en') => out(`{m|message ${args}}`, { m, v }, locale);

describe('message', () => {
  it('takes commas in a placeholder as white space (ICU argument syntax)', () => {
    expect(msg('{0, number}|{0,number}|{,0}|{0 number, x}')).toBe('2|2|2|2');
    expect(msg('{0, plural, one{# x} other{# y, z}}', 'v', 1)).toBe('1 x');
    expect(msg('{0, select, a{A} other{O}}', 'v', 'a')).toBe('A');
  });

  it('writes nothing for an argument it was not given, and a plural reads NaN; a given argument whose data is missing is 0', () => {
    expect(msg('[{5 number}|{a decimal}|{5 datetime}|{0;5 datetime-interval}]')).toBe('[|||]');
    expect(msg('{5 plural one{# x} other{# y}}')).toBe('NaN y');
    expect(msg('{a number}|{a plural one{# x} other{# y}}', 'a=nope')).toBe('0|0 y');
  });
});
