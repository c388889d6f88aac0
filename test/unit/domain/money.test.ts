import { CurrencySchema } from '../../../src/contract/currency';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  decimalToMinorUnits,
  formatMoney,
  formatPlainAmount,
  fractionDigits,
  moneyCurrency,
  toAnalyticsAmount,
  toMinorUnits,
} from '../../../src/domain/money.js';

describe('toMinorUnits reads either Money shape (docs/behaviour.md §3 "Money")', () => {
  it.each([
    [{ value: '100' }, 10000],
    [{ value: '.50' }, 50],
    [{ value: '1.00', currency: 'EUR' }, 100],
    [{ decimalValue: '123456.7890', currencyCode: 'USD' }, 12345679],
    [{ decimalValue: 0.29 }, 29],
    [{ value: '2500', currency: 'JPY' }, 2500],
    [{ value: 'abc' }, 0],
    [{}, 0],
    [undefined, 0],
    [null, 0],
  ])('%j -> %d', (money, cents) => {
    expect(toMinorUnits(money)).toBe(cents);
  });

  it('defaults the currency to USD', () => {
    expect(moneyCurrency(undefined)).toBe('USD');
    expect(moneyCurrency({ value: '1' })).toBe('USD');
    expect(moneyCurrency({ currencyCode: 'eur' })).toBe('EUR');
    expect(moneyCurrency({ currency: 'GBP' })).toBe('GBP');
  });

  it('never returns -0', () => {
    expect(Object.is(decimalToMinorUnits('-0.001'), 0)).toBe(true);
  });
});

describe('the 27 currencies (docs/behaviour.md §3)', () => {
  it('has 27, all with 2 fraction digits except JPY', () => {
    expect(CURRENCIES).toHaveLength(27);
    for (const c of CURRENCIES) expect(fractionDigits(c)).toBe(c === 'JPY' ? 0 : 2);
  });

  it('CurrencySchema (the backend\'s and library users\') takes exactly the 27, as written', () => {
    for (const c of CURRENCIES) expect(CurrencySchema.safeParse(c).success).toBe(true);
    for (const c of ['KRW', 'eur', '', null, 1]) expect(CurrencySchema.safeParse(c).success).toBe(false);
  });

  it.each(CURRENCIES.map((c) => [c]))('%s formats with Intl', (currency) => {
    const text = formatMoney(123456, currency, 'en');
    expect(text).toMatch(currency === 'JPY' ? /123,456/ : /1,234\.56/);
  });
});

describe('formatMoney', () => {
  it.each([
    [250000, 'USD', 'en', 'standard', '$2,500.00'],
    [250000, 'EUR', 'en', 'standard', '€2,500.00'],
    [2500, 'JPY', 'en', 'standard', '¥2,500'],
    [12345679, 'USD', 'en', 'short', '$123K'],
    [12345679, 'USD', 'en', 'name', '123,456.79 US dollars'],
    [12345679, 'EUR', 'en', 'name', '123,456.79 euros'],
  ] as const)('%d %s %s %s -> %s', (cents, currency, locale, style, text) => {
    expect(formatMoney(cents, currency, locale, style)).toBe(text);
  });

  it('is locale-aware', () => {
    expect(formatMoney(250000, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('2 500,00 €');
  });

  it('falls back to 2 fraction digits without a sign for a bad currency code (docs/behaviour.md §9)', () => {
    expect(formatMoney(123456, 'US', 'en')).toBe('1,234.56');
  });

  it('gives a code outside the 27 currencies the same fallback, even one Intl knows (docs/behaviour.md §3 "Money")', () => {
    expect(formatMoney(123456, 'KRW', 'en')).toBe('1,234.56');
    expect(formatMoney(123456, 'XYZ', 'fr').replace(/\s/g, ' ')).toBe('1 234,56');
    expect(formatMoney(123456, 'xyz', 'en', 'name')).toBe('1,234.56');
    expect(formatMoney(250000, 'eur', 'en')).toBe('€2,500.00');
  });

  it('falls back to en for a bad locale tag', () => {
    expect(formatMoney(100, 'USD', 'not a locale!')).toBe('$1.00');
  });
});

describe('formatPlainAmount and toAnalyticsAmount', () => {
  it.each([
    [10000, 'USD', '100.00'],
    [5, 'USD', '0.05'],
    [2500, 'JPY', '2500'],
  ])('%d %s -> %s', (cents, currency, text) => {
    expect(formatPlainAmount(cents, currency)).toBe(text);
  });

  it.each([
    [12345, 123.45],
    [100, 1],
    [0, 0],
    [NaN, 0],
  ])('analytics amount of %d cents is %d (docs/behaviour.md §9)', (cents, amount) => {
    expect(toAnalyticsAmount(cents)).toBe(amount);
  });
});
