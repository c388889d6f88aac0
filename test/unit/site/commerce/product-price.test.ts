import { describe, expect, it } from 'vitest';
import { render } from './render.js';

const price = (structuredContent: object, extra: object = {}) => render('{@|product-price}', { structuredContent, ...extra });
const span = (amount: string) => `<span class="sqs-money-native">${amount}</span>`;
const weekly = { billingPeriod: { unit: 'WEEK', value: 1 } };

describe('product-price', () => {
  it('shows one price', () => {
    expect(price({ productType: 1, variants: [{ priceMoney: { value: '12.5' } }] })).toBe(`<div class="product-price">\n${span('12.50')}\n</div>`);
  });

  it('shows "from" the lowest price when the variants\' price fields differ', () => {
    const out = price({ productType: 3, variants: [{ price: 500, priceMoney: { value: '5' } }, { price: 300, priceMoney: { value: '3' } }] });
    expect(out).toBe(`<div class="product-price">\nfrom ${span('3.00')}\n\n</div>`);
  });

  it('writes the native amount with en grouping and two digits, whatever the currency and locale', () => {
    expect(price({ productType: 2, priceMoney: { value: '2500', currency: 'JPY' } })).toContain(span('2,500.00'));
    const fr = render('{@|product-price}', { structuredContent: { productType: 2, priceMoney: { value: '1e21' } } }, 'fr');
    expect(fr).toContain(span('999,999,999,999,999,900,000.00')); // the cents as a double, divided by 100
  });

  it('formats in the render locale only with the CLDR money feature flag', () => {
    const data = { structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } }, website: { useCLDRMoneyFormat: true } };
    expect(render('{@|product-price}', data, 'fr')).toContain(span('2,500.00'));
    const out = render('{@|product-price}', { ...data, featureFlags: { useCLDRMoneyFormat: 1 } }, 'fr');
    expect(out.replace(/\s/g, ' ')).toBe('<div class="product-price"> 2 500,00 € </div>');
  });

  it('shows nothing for the undefined product type (-1)', () => {
    expect(price({ productType: '-1', variants: [{ priceMoney: { value: '1' } }] })).toBe('<div class="product-price">\n\n</div>');
  });

  it('shows the sale price with the original price, both with the phrase', () => {
    const out = price({ productType: 1, isSubscribable: true, subscriptionPlan: { ...weekly, numBillingCycles: 52 }, variants: [{ priceMoney: { value: '20' }, onSale: true, salePriceMoney: { value: '15' } }] });
    expect(out).toContain(`${span('15.00')} every week for 1 year <span`);
    expect(out).toContain(`<span class="original-price">${span('20.00')} every week for 1 year</span>`);
  });

  it('uses a translated phrase of a period value other than 1, and escapes it', () => {
    const plan = { billingPeriod: { unit: 'WEEK', value: 2 } };
    const out = price(
      { productType: 1, isSubscribable: 'true', subscriptionPlan: plan, variants: [{ priceMoney: { value: '1' } }] },
      { localizedStrings: { productPrice__singlePrice__nWeekly__indefinite: "{price} <b>toutes les {billingPeriodValue} semaines</b> ''" } },
    );
    expect(out).toBe(`<div class="product-price">\n${span('1.00')} &lt;b&gt;toutes les 2 semaines&lt;/b&gt; '\n</div>`);
  });

  it('writes the platform\'s phrase for an incomplete or unknown billing period', () => {
    const phrase = (subscriptionPlan: object) => price({ productType: 1, isSubscribable: 1, subscriptionPlan, variants: [{ priceMoney: { value: '5' } }] });
    expect(phrase({ billingPeriod: null, numBillingCycles: 3 })).toContain(`${span('5.00')} every  for 0 s\n`);
    expect(phrase({ billingPeriod: { unit: 'DAY', value: '3' }, numBillingCycles: 2 })).toContain(`${span('5.00')} every 3 days for 6 days\n`);
    expect(phrase({ billingPeriod: { unit: 'MONTH', value: 2 }, numBillingCycles: 6 })).toContain(`${span('5.00')} every 2 months for 1 year\n`);
    // only the platform's upper-case units count in years
    expect(phrase({ billingPeriod: { unit: 'month', value: 2 }, numBillingCycles: 6 })).toContain(`${span('5.00')} every 2 months for 12 months\n`);
  });

  it('says Unavailable for a subscription without a plan', () => {
    expect(price({ productType: 1, isSubscribable: true, variants: [{ price: 100 }] })).toBe('<div class="product-price">\nUnavailable\n\n</div>');
  });
});

describe('normal-price, sale-price, from-price and subscription-price', () => {
  const product = {
    structuredContent: { productType: 1, variants: [{ priceMoney: { value: '4' } }, { priceMoney: { value: '9' }, onSale: true, salePriceMoney: { value: '2.005' } }] },
  };
  it.each([
    ['{@|normal-price}', '900'],
    ['{@|sale-price}', '200.5'],
    ['{@|from-price}', '200.5'],
  ])('%s', (template, out) => {
    expect(render(template, product)).toBe(out);
  });

  it('from-price of a digital product is its price, on sale or not', () => {
    const digital = { structuredContent: { productType: 2, onSale: true, priceMoney: { value: '3' }, salePriceMoney: { value: '2' } } };
    expect(render('{@|from-price}|{@|sale-price}', digital)).toBe('300|200');
  });

  it('subscription-price: the first option of the variant paying least, "from" when the price fields vary', () => {
    const variant = (price: number, option: string) => ({ price, priceMoney: { value: String(price) }, pricingOptions: [{ priceMoney: { value: option } }, { priceMoney: { value: '0' } }] });
    const out = render('{@|subscription-price}', { structuredContent: { productType: 3, variants: [variant(20, '18'), variant(10, '9')] } });
    expect(out).toBe(`<div class="subscription-price">\nfrom ${span('9.00')}\n\n</div>`);
  });

  it('subscription-price of one pricing option', () => {
    const out = render('{@|subscription-price}', { structuredContent: { productType: 1, variants: [{ pricingOptions: [{ priceMoney: { value: '7', currency: 'USD' } }] }] } });
    expect(out).toBe(`<div class="subscription-price">\n${span('7.00')}\n</div>`);
  });
});
