/**
 * `decimal` and `money` against the examples of the CLDR library the platform's
 * formatters use (@phensley/cldr; cldr-engine-java is its port with the same API).
 * Each case cites the documentation page whose example it repeats.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

function render(source: string, data: unknown, locale = 'en'): string {
  const { template, errors } = compile(source);
  expect(errors).toEqual([]);
  return template.render(data, { locale }).output;
}

const usd = (decimalValue: string, currencyCode = 'USD') => ({ m: { decimalValue, currencyCode } });

describe('decimal (DecimalFormatOptions, DecimalFormatStyleType)', () => {
  // https://phensley.github.io/cldr-engine/docs/en/api-decimalformatoptions.html
  // defaults { negativeZero: false }: '-0.999' with { maximumFractionDigits: 0, round: 'down' } is "0"
  it('negative zero is written without a sign unless negativeZero:true', () => {
    expect(render('{n|decimal maximumFractionDigits:0 round:down}', { n: '-0.999' })).toBe('0');
    expect(render('{n|decimal maximumFractionDigits:0 round:down negativeZero:true}', { n: '-0.999' })).toBe('-0');
  });

  // same page: { style: 'long', divisor: 1000 } formats '100' as "0.1 thousand", '1234567' as "1,235 thousand"
  it('divisor fixes the magnitude of a compact style', () => {
    // the platform (test/diff) writes a value below the divisor as it is, where the page shows "0.1 thousand"
    expect(render('{n|decimal style:long divisor:1000}', { n: '100' })).toBe('100');
    // and from a thousand times the divisor the compact style picks its own unit (the platform; the page shows "1,235 thousand")
    expect(render('{n|decimal style:long divisor:1000}', { n: '1234567' })).toBe('1.2 million');
    expect(render('{n|decimal style:long divisor:1000}', { n: '12345' })).toBe('12 thousand');
    // one integer digit keeps two significant digits, even where they round to 10 (test/diff)
    expect(render('{n|decimal style:short divisor:1000}', { n: '9623.157' })).toBe('9.6K');
    expect(render('{n|decimal style:short divisor:1000}', { n: '9960' })).toBe('10K');
  });

  // https://phensley.github.io/cldr-engine/docs/en/api-decimalformatstyletype.html
  // { style: 'scientific', minimumSignificantDigits: 4 }: '1234.56789' -> "1.235E+3", '0.0000098765' -> "9.876E-6"
  it('scientific writes the exponent sign and caps a lone minimumSignificantDigits', () => {
    expect(render('{n|decimal style:scientific minimumSignificantDigits:4}', { n: '1234.56789' })).toBe('1.235E+3');
    expect(render('{n|decimal style:scientific minimumSignificantDigits:4}', { n: '0.0000098765' })).toBe('9.876E-6');
  });

  it('the other styles of that page', () => {
    expect(render('{n|decimal}', { n: '123456.6789' })).toBe('123,456.679');
    expect(render('{n|decimal style:long}', { n: '123456.6789' })).toBe('123 thousand');
    expect(render('{n|decimal style:percent}', { n: '12.3456' })).toBe('1,235%');
    expect(render('{n|decimal style:permille}', { n: '12.3456' })).toBe('12,346\u2030');
  });
});

describe('money (CurrencyFormatOptions, CurrencyFormatStyleType)', () => {
  // https://phensley.github.io/cldr-engine/docs/en/api-currencyformatstyletype
  // { style: 'short' }: '1.25' -> "$1.2" (half-even), '-3456.789' -> "-$3.5K", '999900.00' -> "$1M"
  it('style:short rounds the compact amount half-even', () => {
    expect(render('{m|money style:short}', usd('1.25'))).toBe('$1.2');
    expect(render('{m|money style:short}', usd('-3456.789'))).toBe('-$3.5K');
    expect(render('{m|money style:short}', usd('999900.00'))).toBe('$1M');
  });

  // same page: { style: 'name', maximumFractionDigits: 0 }: '1.25' -> "1 US dollar", '-3456.789' -> "-3,457 US dollars"
  it('style:name with digit options', () => {
    expect(render('{m|money style:name maximumFractionDigits:0}', usd('1.25'))).toBe('1 US dollar');
    expect(render('{m|money style:name maximumFractionDigits:0}', usd('-3456.789'))).toBe('-3,457 US dollars');
  });

  // https://phensley.github.io/cldr-engine/docs/en/api-currencyformatoptions.html
  // defaults { round: 'half-even' }; cash: DKK '345.67' -> "DKK 345.50", CAD '345.67' -> "CA$345.65";
  // { style: 'short', divisor: 1000 }: '1234567' -> "$1,235K"
  it('rounds the exact decimal half-even by default', () => {
    expect(render('{m|money}', usd('1.125'))).toBe('$1.12');
    expect(render('{m|money}', usd('1.135'))).toBe('$1.14');
  });

  // the platform (test/diff) has no cash rounding: the page's "DKK 345.50" is "DKK 345.67" there
  it('cash:true changes nothing, as on the platform', () => {
    expect(render('{m|money cash:true}', usd('345.67', 'DKK'))).toBe('DKK\u00a0345.67');
    expect(render('{m|money cash:true}', usd('345.67', 'CAD'))).toBe('CA$345.67');
  });

  it('divisor with style:short', () => {
    expect(render('{m|money style:short divisor:1000}', usd('100'))).toBe('$100'); // below the divisor: as it is (the platform)
    expect(render('{m|money style:short divisor:1000}', usd('1234567'))).toBe('$1.2M'); // the platform, where the page shows "$1,235K"
    expect(render('{m|money style:short divisor:1000}', usd('12345'))).toBe('$12K');
  });

  // the platform (test/diff) writes COP and IDR without fraction digits, in every style
  it('writes COP and IDR without fraction digits, options too', () => {
    expect(render('{m|money style:accounting}', usd('-1234.5', 'COP'))).toBe('(COP\u00a01,234)');
    expect(render('{m|money}', usd('1234.56', 'IDR'))).toBe('IDR\u00a01,235');
  });
});
