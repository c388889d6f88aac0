import { describe, expect, it } from 'vitest';
import { render } from './render.js';

const price = (structuredContent: object, extra: object = {}) => render('{@|product-price}', { structuredContent, ...extra });
const span = (amount: string) => `<span class="sqs-money-native">${amount}</span>`;
const weekly = { billingPeriod: { unit: 'WEEK', value: 1 } };

describe('product-price', () => {
  it('shows one price', () => {
    expect(price({ productType: 1, variants: [{ priceMoney: { value: '12.5' } }] })).toBe(`<div class="product-price">\n${span('12.50')}\n</div>`);
  });

  it('shows "from" the lowest price when prices differ', () => {
    const out = price({ productType: 3, variants: [{ price: 500 }, { price: 300 }] });
    expect(out).toBe(`<div class="product-price">\nfrom ${span('3.00')}\n\n</div>`);
  });

  it('writes JPY without decimals', () => {
    expect(price({ productType: 2, priceMoney: { value: '2500', currency: 'JPY' } })).toContain(span('2500'));
  });

  it('formats with Intl in the render locale when the CLDR money format is on', () => {
    const out = render('{@|product-price}', { structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } }, website: { useCLDRMoneyFormat: true } }, 'fr');
    expect(out.replace(/\s/g, ' ')).toBe('<div class="product-price"> 2 500,00 € </div>');
  });

  it('shows the sale price with the original price, both with the phrase', () => {
    const out = price({ productType: 1, isSubscribable: true, subscriptionPlan: { ...weekly, numBillingCycles: 52 }, variants: [{ priceMoney: { value: '20' }, onSale: true, salePriceMoney: { value: '15' } }] });
    expect(out).toContain(`${span('15.00')} every week for 1 year <span`);
    expect(out).toContain(`<span class="original-price">${span('20.00')} every week for 1 year</span>`);
  });

  it('uses a translated phrase and escapes it', () => {
    const out = price(
      { productType: 1, isSubscribable: 'true', subscriptionPlan: weekly, variants: [{ priceMoney: { value: '1' } }] },
      { localizedStrings: { productPrice__singlePrice__weekly__indefinite: '{price} <b>chaque semaine</b>' } },
    );
    expect(out).toBe(`<div class="product-price">\n${span('1.00')} &lt;b&gt;chaque semaine&lt;/b&gt;\n</div>`);
  });

  it('says Unavailable for a subscription without a plan', () => {
    expect(price({ productType: 1, isSubscribable: true, variants: [{ price: 100 }] })).toBe('<div class="product-price">\nUnavailable\n\n</div>');
  });
});

describe('normal-price, sale-price, from-price and subscription-price', () => {
  const product = { structuredContent: { productType: 1, variants: [{ price: 400 }, { price: 900, onSale: true, salePrice: 200 }] } };
  it.each([
    ['{@|normal-price}', '900'],
    ['{@|sale-price}', '200'],
    ['{@|from-price}', '200'],
  ])('%s', (template, out) => {
    expect(render(template, product)).toBe(out);
  });

  it('subscription-price of one pricing option', () => {
    const out = render('{@|subscription-price}', { structuredContent: { productType: 1, variants: [{ pricingOptions: [{ priceMoney: { value: '7', currency: 'USD' } }] }] } });
    expect(out).toBe(`<div class="subscription-price">\n${span('7.00')}\n</div>`);
  });
});
