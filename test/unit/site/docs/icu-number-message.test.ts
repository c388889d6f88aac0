/**
 * Number and message formatting rules from the ICU and CLDR documentation,
 * for the CLDR-based formatters (`decimal`, `money`, `message`/`plural`).
 * The conformance fixtures pin only the basic styles; these check the rest.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

function render(source: string, data: unknown, locale = 'en'): string {
  const { template, errors } = compile(source);
  expect(errors).toEqual([]);
  return template.render(data, { locale }).output;
}

describe('message: plural offset (ICU User Guide, "Formatting Messages": plural offset)', () => {
  // https://unicode-org.github.io/icu/userguide/format_parse/messages/ and ICU4J PluralFormat:
  // "{num_guests, plural, offset:1 =0 {...} =1 {...} one {...} other {...}}": explicit `=N`
  // values match the argument itself; keywords and `#` use the argument minus the offset.
  const m = '{0 plural offset:1 =0{nobody} =1{just {1}} one{{1} and # other} other{{1} and # others}}';
  const at = (n: number): string => render('{m|message n host}', { m, n, host: 'Ann' });

  it('=N branches compare the unadjusted value', () => {
    expect(at(0)).toBe('nobody');
    expect(at(1)).toBe('just Ann');
  });

  it('keywords and # use the value minus the offset', () => {
    expect(at(2)).toBe('Ann and 1 other');
    expect(at(3)).toBe('Ann and 2 others');
  });
});

describe('decimal styles (CLDR decimal format options; UTS #35 Numbers, "Special Pattern Characters")', () => {
  // The CLDR decimal styles are 'decimal' | 'percent' | 'percent-scaled' | 'permille' |
  // 'permille-scaled' | 'short' | 'long'. UTS #35: "%  Multiply by 100 and show as percentage",
  // "‰  Multiply by 1000 and show as per mille value"; the -scaled styles take a scaled value.
  it('permille multiplies by 1000', () => {
    expect(render('{n|decimal style:permille}', { n: '0.1234' })).toBe('123\u2030');
  });

  it('percent-scaled and permille-scaled do not scale again', () => {
    expect(render('{n|decimal style:percent-scaled}', { n: '12' })).toBe('12%');
    expect(render('{n|decimal style:permille-scaled}', { n: '12' })).toBe('12\u2030');
  });

  // CLDR number option `group` (boolean): whether to use the grouping separator.
  it('group:false and no-group drop the grouping separator', () => {
    expect(render('{n|decimal group:false}', { n: 1234567 })).toBe('1234567');
    expect(render('{n|decimal no-group}', { n: 1234567 })).toBe('1234567');
    expect(render('{n|decimal}', { n: 1234567 })).toBe('1,234,567');
  });

  // ICU User Guide, "Rounding Modes": "The default rounding mode in ICU is half-even".
  it('rounds half-even by default', () => {
    expect(render('{n|decimal maximumFractionDigits:0}', { n: 2.5 })).toBe('2');
    expect(render('{n|decimal maximumFractionDigits:0}', { n: 3.5 })).toBe('4');
    expect(render('{n|decimal maximumFractionDigits:0 round:half-up}', { n: 2.5 })).toBe('3');
  });
});

describe('money styles (CLDR currency format options: symbol, accounting, code, name, short)', () => {
  const usd = (v: string) => ({ p: { decimalValue: v, currencyCode: 'USD' } });

  // CLDR accounting currency pattern for en: "¤#,##0.00;(¤#,##0.00)".
  it('accounting puts a negative amount in parentheses', () => {
    expect(render('{p|money style:accounting}', usd('-1234.5'))).toBe('($1,234.50)');
    expect(render('{p|money style:accounting}', usd('1234.5'))).toBe('$1,234.50');
  });

  // The CLDR library's documented code style: "69,900.00 USD" (github.com/Squarespace/cldr README, "Currency formatting").
  it('code writes the amount, a space and the ISO 4217 code', () => {
    expect(render('{p|money style:code}', usd('69900'))).toBe('69,900.00 USD');
    expect(render('{p|money style:code}', { p: { decimalValue: '2500', currencyCode: 'JPY' } })).toBe('2,500 JPY');
  });

  it('takes the number options', () => {
    expect(render('{p|money group:false}', usd('1234.5'))).toBe('$1234.50');
    expect(render('{p|money maximumFractionDigits:0}', usd('1234.5'))).toBe('$1,234');
    expect(render('{p|money maximumFractionDigits:0 round:ceil}', usd('1234.1'))).toBe('$1,235');
  });
});
