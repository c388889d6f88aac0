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

  it('chooses the case of 0 for an argument it was not given (no `=0` branch)', () => {
    const cases = '{5 plural =0{Z} zero{Q} one{A} many{M} other{B #}}';
    expect(['en', 'fr', 'ru', 'ar'].map((locale) => msg(cases, 'v', 2, locale))).toEqual(['B NaN', 'A', 'M', 'Q']);
  });
});

describe('message plurals of numbers', () => {
  const plural = (v: unknown, locale = 'fr-FR') => msg('{0 plural one{# ONE} many{# MANY} other{# OTHER}}', 'v', v, locale);

  it('chooses the case of an amount past a double\'s precision from its digits', () => {
    expect(plural('99999999999999999999.99')).toBe('99999999999999999999.99 OTHER');
    expect(plural(1.7976931348623157e308)).toMatch(/^17976931348623157\d+ MANY$/);
    expect(plural('1000000000000000000001')).toBe('1000000000000000000001 OTHER');
    expect(plural('1000000000000000000000')).toBe('1000000000000000000000 MANY');
  });

  it('writes numeric text back as the platform does', () => {
    expect(['-00012.50', '+.5', '5.', '1e21', 'NaN', ' 5', '0x10'].map((v) => plural(v, 'en'))).toEqual([
      '-12.50 OTHER', '0.5 OTHER', '5 OTHER', '1000000000000000000000 OTHER', 'NaN OTHER', '0 OTHER', '0 OTHER',
    ]);
    expect(plural('Infinity')).toBe('Infinity ONE'); // the case of 0
  });
});

describe('message dates', () => {
  it('reads an instant past the date range as the datetime formatters do', () => {
    for (const t of [1e21, 9007199254740994, -1e21]) {
      expect(out('{m|message t}', { m: '{0 datetime}', t })).toBe(out('{t|datetime}', { t }));
      expect(out('{m|message t s}', { m: '{0;1 datetime-interval}', t, s: 0 })).toBe(out('{t,s|datetime-interval}', { t, s: 0 }));
    }
    expect(out('{m|message t}', { m: '{0 datetime}', t: 1e21 })).toBe('December 31, 8652');
  });
});

describe('numbers of decimal text', () => {
  it('keep every digit in decimal and a message\'s number, NaN by name, an infinity as its sign alone', () => {
    expect(out('{n|decimal}|{n|decimal style:percent}', { n: '99999999999999999999.99' })).toBe('99,999,999,999,999,999,999.99|9,999,999,999,999,999,999,999%');
    expect(msg('{0 number}', 'v', '12345678901234567890.123456')).toBe('12,345,678,901,234,567,890.123');
    expect(out('{n|decimal}|{m|decimal style:percent}|{w|mod 2|decimal}', { n: 'NaN', m: '-Infinity', w: 'abc' })).toBe('NaN|∞|NaN');
  });
});

describe('digit option names', () => {
  it('takes the full names and minInt, minFrac, maxFrac, minSig, maxSig, not minFractionDigits and the like', () => {
    const n = { n: 12.34567 };
    expect(out('{n|decimal minFrac:6}|{n|decimal maxFrac:1}|{n|decimal minInt:4}', n)).toBe('12.345670|12.3|0,012.346');
    expect(out('{n|decimal minFractionDigits:6}|{n|decimal maxFractionDigits:1}|{n|decimal minIntegerDigits:4}', n)).toBe('12.346|12.346|12.346');
  });
});

describe('directed rounding of tiny values', () => {
  it('writes 0 for a value whose digits all lie past the first dropped place, as the platform', () => {
    const n = (v: number, o = 'round:ceil') => out(`{n|decimal ${o}}`, { n: v });
    expect([n(0.0001), n(0.00001), n(0.00100001), n(-1e-30, 'round:up'), n(0.049, 'maxFrac:1 round:ceil'), n(0.0049, 'maxFrac:1 round:ceil')]).toEqual(['0.001', '0', '0.002', '0', '0.1', '0']);
  });
});
