import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import { describeBillingPlan, subscriptionFromPrice, subscriptionPhrase, subscriptionPhraseKey } from '../../../src/domain/index.js';

const plan = (unit: string, value: number, numBillingCycles?: number) => ({ billingPeriod: { unit, value }, numBillingCycles });

describe('subscription price phrases (docs/behaviour.md §9)', () => {
  it.each([
    [plan('WEEK', 1), '{price} every week'],
    [plan('WEEK', 2), '{price} every 2 weeks'],
    [plan('MONTH', 1), '{price} every month'],
    [plan('MONTH', 2), '{price} every 2 months'],
    [plan('YEAR', 1), '{price} every year'],
    [plan('YEAR', 3), '{price} every 3 years'],
    [plan('WEEK', 1, 6), '{price} every week for 6 weeks'],
    [plan('WEEK', 2, 6), '{price} every 2 weeks for 12 weeks'],
    [plan('WEEK', 2, 26), '{price} every 2 weeks for 1 year'],
    [plan('WEEK', 1, 104), '{price} every week for 2 years'],
    [plan('WEEK', 1, 1), '{price} every week for 1 week'],
    [plan('MONTH', 1, 6), '{price} every month for 6 months'],
    [plan('MONTH', 1, 36), '{price} every month for 3 years'],
    [plan('MONTH', 1, 12), '{price} every month for 1 year'],
    [plan('MONTH', 2, 7), '{price} every 2 months for 14 months'],
    [plan('YEAR', 1, 2), '{price} every year for 2 years'],
    [plan('WEEK', 1, 0), '{price} every week'],
  ])('%j -> %s', (p, phrase) => {
    const d = describeBillingPlan(p);
    expect(d).toBeDefined();
    if (d) expect(subscriptionPhrase('singlePrice', d)).toBe(phrase);
  });

  it('prefixes "from" for the lowest of several prices', () => {
    const d = describeBillingPlan(plan('WEEK', 2, 6));
    if (d) expect(subscriptionPhrase('fromPrice', d)).toBe('from {price} every 2 weeks for 12 weeks');
  });

  it.each([
    [plan('WEEK', 5, 3), 'productPrice__singlePrice__nWeekly__limited__nWeeks'],
    [plan('WEEK', 5), 'productPrice__singlePrice__nWeekly__indefinite'],
    [plan('MONTH', 1, 12), 'productPrice__singlePrice__monthly__limited__oneYear'],
    [plan('MONTH', 1, 24), 'productPrice__singlePrice__monthly__limited__nYears'],
    [plan('YEAR', 1), 'productPrice__singlePrice__yearly__indefinite'],
  ])('key of %j is %s', (p, key) => {
    const d = describeBillingPlan(p);
    if (d) expect(subscriptionPhraseKey('singlePrice', d)).toBe(key);
  });

  it('uses a translation by key and fills its numbers', () => {
    const d = describeBillingPlan(plan('WEEK', 5, 3));
    const translations = { productPrice__singlePrice__nWeekly__limited__nWeeks: '{price} tous les {billingPeriodValue} sem. pendant {duration} sem.' };
    if (d) expect(subscriptionPhrase('singlePrice', d, translations)).toBe('{price} tous les 5 sem. pendant 15 sem.');
  });

  it.each([[undefined], [{}], [{ billingPeriod: { unit: 'DAY', value: 1 } }], [plan('WEEK', 0)], [{ billingPeriod: { unit: 'week', value: 'x' } }]])(
    'no usable plan: %j',
    (p) => {
      expect(describeBillingPlan(p)).toBeUndefined();
    },
  );

  it('reads loose spellings', () => {
    expect(describeBillingPlan({ billingPeriod: { unit: 'week', value: '2' }, numBillingCycles: '26' })?.duration).toBe('limited__oneYear');
  });
});

describe('subscription from price (pricing options)', () => {
  const option = (value: string, extra: object = {}) => ({ priceMoney: { value, currency: 'USD' }, ...extra });
  it.each<[string, StructuredContent, unknown]>([
    ['no pricing options', { productType: 1, variants: [{ priceMoney: { value: '50' } }] }, undefined],
    ['one option', { productType: 1, variants: [{ pricingOptions: [option('45')] }] }, { cents: 4500, currency: 'USD', varied: false }],
    ['same pricing everywhere', { productType: 1, variants: [{ pricingOptions: [option('18')] }, { pricingOptions: [option('18')] }] }, { cents: 1800, currency: 'USD', varied: false }],
    ['lowest, zero skipped', { productType: 1, variants: [{ pricingOptions: [option('9'), option('0')] }, { pricingOptions: [option('18')] }] }, { cents: 900, currency: 'USD', varied: true }],
    ['sale price counts', { productType: 1, variants: [{ pricingOptions: [option('9')] }, { pricingOptions: [option('18', { onSale: true, salePriceMoney: { value: '2.50' } })] }] }, { cents: 250, currency: 'USD', varied: true }],
  ])('%s', (_, product, expected) => {
    expect(subscriptionFromPrice(product)).toEqual(expected);
  });
});
