import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';
import { render } from './render.js';

/** `money style:name` currency names as the platform writes them (src/site/commerce/money-options.ts), checked against its engine. */
const named = (decimalValue: string, currencyCode: string, locale: string) =>
  render('{m|money style:name}', { m: { decimalValue, currencyCode } }, locale).replace(/\s/g, ' ');

describe('money style:name', () => {
  it('writes the display name for an amount in the millions-only many case (fr, es, it, pt, ca)', () => {
    expect(named('99999999.99', 'IDR', 'pt-BR')).toBe('100.000.000 Rupia indonésia');
    expect(named('1000000.5', 'JPY', 'pt-PT')).toBe('1 000 000 iene japonês');
    expect(named('2000000', 'COP', 'it')).toBe('2.000.000 peso colombiano');
    expect(named('1000000', 'JPY', 'fr')).toBe('1 000 000 yen japonais');
  });

  it('keeps the plural names elsewhere: amounts with fraction digits, and locales where many is a common case', () => {
    expect(named('1000000', 'EUR', 'fr-FR')).toBe('1 000 000,00 euros');
    expect(named('5', 'IDR', 'pt-BR')).toBe('5 Rupias indonésias');
    expect(named('1000000', 'RUB', 'ru')).toBe('1 000 000,00 российского рубля');
  });
});

describe('money of a currency the locale data does not know', () => {
  it('rounds half-even like every money amount', () => {
    const m = (decimalValue: unknown, style = '') => render(`{m|money${style}}`, { m: { decimalValue, currencyCode: 'XYZ' } });
    expect([m('0.125'), m(0.345, ' style:code'), m('2.5', ' style:name')]).toEqual(['0.12', '0.34 XYZ', '2.50']); // render() trims the no-break space and the name's space
  });
});

describe('bookkeeper-money-format', () => {
  it('fails on NaN and the infinities (nothing written, the chain stopped), $0.00 for other text that is no number', () => {
    const b = (v: unknown) => compile('{v|bookkeeper-money-format|json}').template.render({ v }, { locale: 'en' });
    for (const v of [Number.NaN, 'NaN', '-Infinity']) {
      expect(b(v).output).toBe('');
      expect(b(v).errors.map((e) => e.code)).toEqual(['FORMATTER_FAILED']);
    }
    expect(render('{v|bookkeeper-money-format}', { v: 'abc' })).toBe('$0.00');
  });
});
