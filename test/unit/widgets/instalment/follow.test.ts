// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { followVariant } from '../../../../widgets/instalment/follow';

const item = (over: Record<string, unknown> = {}, context: unknown = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'US' }): unknown => ({
  id: 'cartable',
  instalmentContext: context,
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Format'],
    variants: [
      { sku: 'MINI', attributes: { Format: 'Mini' }, priceMoney: { value: '35.00', currency: 'USD' } },
      { sku: 'CLASSIQUE', attributes: { Format: 'Classique' }, priceMoney: { value: '240.00', currency: 'USD' } },
    ],
    ...over,
  },
});

const block = (json: unknown, pillText = 'server words') => {
  document.body.innerHTML = `<div data-storefront="product">
    <script type="application/json" data-storefront-json>${JSON.stringify(json).replaceAll('<', '\\u003c')}</script>
    <select data-variant-option-name="Format"><option value="">Select Format</option><option>Mini</option><option>Classique</option></select>
    <div class="sf-instalment" data-storefront="instalment"><span class="sf-instalment__text">${pillText}</span><button type="button" class="sf-instalment__info">i</button></div>
  </div>`;
  const el = document.querySelector<HTMLElement>('[data-storefront="product"]')!;
  return { el, pill: el.querySelector<HTMLElement>('.sf-instalment')!, select: el.querySelector('select')! };
};

describe('followVariant (the pill follows the product block)', () => {
  it('writes the words for the chosen variant, and for the lowest price without a choice', () => {
    const { el, pill, select } = block(item(), '');
    followVariant(el);
    expect(pill.querySelector('.sf-instalment__text')?.textContent).toBe('or 4 interest-free payments available over $35.00 with Afterpay');
    expect(pill.classList.contains('sf-instalment--out-of-range')).toBe(true);
    select.value = 'Classique';
    followVariant(el);
    expect(pill.querySelector('.sf-instalment__text')?.textContent).toBe('or 4 interest-free payments of $60.00 with Afterpay');
    expect(pill.classList.contains('sf-instalment--in-range')).toBe(true);
    expect(pill.classList.contains('sf-instalment--out-of-range')).toBe(false);
    expect(pill.querySelector('button')?.getAttribute('aria-label')).toBe('Learn more about Afterpay');
    expect(pill.lang).toBe('en');
    expect(pill.style.minWidth).toBe('11em');
  });

  it('hides the pill of an item that gets none (subscription, digital, no or bad context)', () => {
    const cases = { subscription: item({ isSubscribable: true }), digital: item({ productType: 2 }), none: item({}, null), bad: item({}, { afterPayAvailable: 'yes', afterPayMin: {} }), 'bad JSON': '{' };
    for (const [name, product] of Object.entries(cases)) {
      const { el, pill } = block(product);
      followVariant(el);
      expect(pill.hidden, name).toBe(true);
    }
  });
});
