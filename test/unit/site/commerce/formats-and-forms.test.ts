import { describe, expect, it } from 'vitest';
import { commerceCaseTables } from '../../../../src/site/commerce/index.js';
import { render } from './render.js';

describe('money formats', () => {
  it.each([
    ['{m|money}', { m: { value: '2500', currency: 'JPY' } }, '¥2,500'],
    ['{m|money}', { m: { decimalValue: '5', currencyCode: 'GBP' } }, '£5.00'],
    // as the platform's money (test/diff): no amount or no code is no money; shapes are not mixed
    ['{m|money}', { m: {} }, ''],
    ['{m|money}', { m: { decimalValue: '5' } }, ''],
    ['{m|money}', { m: { value: '5', currencyCode: 'USD' } }, ''],
    ['{m|money}', { m: { decimalValue: ' 5 ', currencyCode: 'USD' } }, ''],
    ['{m|money}', { m: { decimalValue: 12.5, currencyCode: 'USD' } }, '$12.50'],
    ['{m|money}', { m: { decimalValue: '1e3', currencyCode: 'USD' } }, '$1,000.00'],
    // the legacy money names pass the value on unchanged
    ['{n|money-format}|{n|money-string}|{s|moneyFormat}|{o|money-format}', { n: 1234.5, s: 'a', o: { a: 1 } }, '1234.5|1234.5|a|'],
    // all digits past the first dropped place: 0 whatever the rounding (as the platform's numbers)
    ['{m|money round:floor}', { m: { decimalValue: '-0.085', currencyCode: 'JPY' } }, '¥0'],
    ['{m|money round:ceiling}', { m: { decimalValue: '0.0009', currencyCode: 'USD' } }, '$0.00'],
    ['{m|money round:ceiling}', { m: { decimalValue: '0.001', currencyCode: 'USD' } }, '$0.01'],
    // a code the locale data does not know has no symbol: CLDR's no-break space, then the amount
    ['[{m|money}]', { m: { decimalValue: '12', currencyCode: 'usd' } }, '[\u00a012.00]'],
    ['{n|bookkeeper-money-format}', { n: '199' }, '$1.99'],
    ['{n|percentage-format}', { n: 12.3456 }, '12.346'],
    ['{n|percentage-format trim}', { n: 12 }, '12'],
  ])('%s %j', (template, data, out) => {
    expect(render(template, data)).toBe(out);
  });

  it('bookkeeper-money-format: the exact cents rounded half-even, in the currency of the locale\'s region (platform rule)', () => {
    expect(render('{n|bookkeeper-money-format EUR}', { n: 1234.5 })).toBe('$12.34');
    expect(render('{n|bookkeeper-money-format}', { n: '1234.5' }, 'de-CH')).toBe('CHF\u00a012.34');
    expect(render('{n|bookkeeper-money-format}', { n: 1234.5 }, 'fr')).toBe('12,34\u00a0€');
    expect(render('{n|bookkeeper-money-format}', { n: ' 12' }, 'ko')).toBe('₩0');
  });
});

describe('cart and variant formatters', () => {
  it.each([
    ['{@|cart-quantity}', { entries: [{ quantity: '2' }, { quantity: 1 }, {}] }, '<span class="sqs-cart-quantity">3</span>'],
    ['{@|cart-url}', {}, '/cart'],
    ['{v|variant-descriptor}', { v: { optionValues: [{ value: 'a<b' }, { value: 'c' }] } }, 'a&lt;b / c'],
  ])('%s', (template, data, out) => {
    expect(render(template, data)).toBe(out);
  });
});

describe('summary-form-field', () => {
  const answer = (field: object) => {
    const out = render('{f|summary-form-field}', { f: { rawTitle: 'T', ...field } });
    const start = out.indexOf(':</span> ') + ':</span> '.length;
    return out.slice(start).replace(/\n<\/div>$/, '');
  };
  it.each([
    [{ type: 'checkbox', value: ['a', 'b'] }, 'a,b'], // as the platform: a list value as a variable tag writes it
    [{ type: 'checkbox', values: ['a', 'b'] }, 'a, b\n'], // values listed, then a line break
    [{ type: 'phone', values: { Country: '', Areacode: '1', Prefix: '2', Line: '3' } }, '1-2-3'],
    [{ type: 'time', values: { Hour: '10', Minute: '5' } }, '10:5:00 '], // as the platform: the space before an empty Ampm stays
    [{ type: 'likert', values: { Q: '-2' } }, '<div style="padding-left:5px;">\n  <div><span style="font-weight:bold;">Q:</span> Strongly Disagree</div>\n</div>'],
    [{ type: 'name', values: {} }, ' '], // as the platform: first, a space, last, even when both are empty
    [{ type: 'text', value: '<b>' }, '&lt;b&gt;'],
  ])('%j', (field, out) => {
    expect(answer(field)).toBe(out);
  });

  it('writes addresses and likert answers as the platform (any values; test/diff)', () => {
    expect(answer({ type: 'address', values: { Line1: ' 1 Main', Zip: '123' } })).toBe('<div style="padding-left:5px;">\n  <div> 1 Main</div>\n  <div>,  123 </div>\n</div>');
    expect(answer({ type: 'address', values: 'x' })).toBe('<div style="padding-left:5px;">\n  <div></div>\n  <div>,   </div>\n</div>');
    expect(answer({ type: 'likert', values: [1, ' 2'] })).toBe(
      '<div style="padding-left:5px;">\n  <div><span style="font-weight:bold;">0:</span> Agree</div>\n  <div><span style="font-weight:bold;">1:</span> Neutral</div>\n</div>',
    );
  });
});

describe('case tables', () => {
  it('answers with the domain rules', () => {
    expect(commerceCaseTables['has-variants.json']?.({ structuredContent: { productType: 1, variants: [{}, {}] } })).toBe(true);
    expect(commerceCaseTables['get-total-stock-remaining.json']?.({ structuredContent: { productType: 3, variants: [{ qtyInStock: 2 }, { qtyInStock: 4 }] } })).toBe(6);
    expect(commerceCaseTables['is-multi-quantity-allowed-for-services.json']?.({ storeSettings: {} })).toBe(true);
  });
});
