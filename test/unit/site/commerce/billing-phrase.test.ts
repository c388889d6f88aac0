import { describe, expect, it } from 'vitest';
import { render } from './render.js';

/**
 * The billing phrase rules the differential suite found (src/site/commerce/billing-phrase.ts,
 * docs/site-engine.md "Rules the suite found"), each checked against the platform's engine.
 */
const phrase = (period: unknown, cycles?: unknown, localizedStrings: object = {}) => {
  const subscriptionPlan = { billingPeriod: period, ...(cycles === undefined ? {} : { numBillingCycles: cycles }) };
  const out = render('{@|product-price}', { structuredContent: { isSubscribable: true, subscriptionPlan }, localizedStrings });
  return out.replace(/^<div class="product-price">\n/, '').replace(/\n<\/div>$/, '').replaceAll('<span class="sqs-money-native">0.00</span>', '$');
};

describe('billing phrase', () => {
  it('reads the period value and the cycles as the platform reads numbers: leading digits of text, a boolean as 1', () => {
    expect(phrase({ unit: 'WEEK', value: '1e3' }, 3)).toBe('$ every week for 3 weeks');
    expect(phrase({ unit: 'WEEK', value: '-1e+21' }, 26)).toBe('$ every week for -26 weeks');
    expect(phrase({ value: true }, 6)).toBe('$ every  for 6 s');
    expect(phrase({}, true)).toBe('$ every  for 0 s');
    expect(phrase({ unit: 'WEEK', value: 2 }, '1e3')).toBe('$ every 2 weeks for 2 weeks');
  });

  it('counts in years only a positive whole number of years of the upper-case units', () => {
    expect(phrase({ unit: 'MONTH', value: -7 }, 36)).toBe('$ every month for -252 months');
    expect(phrase({ unit: 'MONTH', value: 3 }, 8)).toBe('$ every 3 months for 2 years');
    expect(phrase({ unit: 'Week', value: 2 }, 26)).toBe('$ every 2 weeks for 52 weeks');
  });

  it('takes a unit that is a list or an object as none, and reads the unit as part of the message', () => {
    expect(phrase({ unit: ['MONTH'], value: 2 }, 3)).toBe('$ every 2 s for 6 s');
    expect(phrase({ unit: '{title} x' })).toBe('$ every  x');
    expect(phrase({ unit: "it's" })).toBe('$ every its');
  });

  it('translates by the key of value × cycles (indefinite when 0), for any value but 1 and any duration but one year', () => {
    const all = Object.fromEntries(
      ['indefinite', 'limited__nWeeks', 'limited__nYears', 'limited__oneYear'].map((k) => [`productPrice__singlePrice__nWeekly__${k}`, `${k} {price} {billingPeriodValue} {duration}`]),
    );
    expect(phrase({ unit: 'WEEK' }, 3, all)).toBe('indefinite $ 0 0');
    expect(phrase({ unit: 'WEEK', value: 0 }, 999, all)).toBe('indefinite $ 0 0');
    expect(phrase({ unit: 'WEEK', value: 'abc' }, 0, all)).toBe('limited__nWeeks $ NaN NaN');
    expect(phrase({ unit: 'WEEK', value: 2 }, -3, all)).toBe('limited__nWeeks $ 2 -6');
    expect(phrase({ unit: 'WEEK', value: 2 }, 52, all)).toBe('limited__nYears $ 2 2');
    expect(phrase({ unit: 'WEEK', value: 2 }, 26, all)).toBe('$ every 2 weeks for 1 year');
    expect(phrase({ unit: 'WEEK', value: 1 }, 3, all)).toBe('$ every week for 3 weeks');
    expect(phrase({ unit: 'DAY', value: 2 }, 3, { productPrice__singlePrice__nDayly__limited__nDays: 'D {duration}' })).toBe('D 6');
  });

  it('writes a translation that is a number as the whole price', () => {
    expect(phrase({ unit: 'WEEK' }, undefined, { productPrice__singlePrice__nWeekly__indefinite: 1.7976931348623157e308 })).toBe('1.7976931348623157e+308');
  });

  it('formats a translation as a message: ICU argument syntax with commas, other arguments writing nothing', () => {
    const strings = { productPrice__singlePrice__nWeekly__indefinite: '{price}, {billingPeriodValue, number} {x}|' };
    expect(phrase({ unit: 'WEEK', value: 2 }, 0, strings)).toBe('$, 2 |');
  });
});
