import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import { type PriceDisplay, priceDisplayText, productPriceDisplay, variantDisplayState, variantPriceDisplay } from '../../../src/domain/index.js';

const weekly = { billingPeriod: { unit: 'WEEK', value: 1 } };

describe('productPriceDisplay', () => {
  it.each<[string, StructuredContent, unknown]>([
    ['single', { productType: 1, variants: [{ priceMoney: { value: '10' } }] }, { kind: 'single', cents: 1000, currency: 'USD', plan: undefined }],
    ['from', { productType: 1, variants: [{ price: 1000, priceMoney: { value: '10' } }, { price: 2000, priceMoney: { value: '20' } }] }, { kind: 'from', cents: 1000, currency: 'USD', plan: undefined }],
    ['from with a sale price', { productType: 1, variants: [{ priceMoney: { value: '10' } }, { onSale: true, salePrice: 500, salePriceMoney: { value: '5' } }] }, { kind: 'from', cents: 500, currency: 'USD', plan: undefined }],
    ['sale', { productType: 1, variants: [{ onSale: true, priceMoney: { value: '100', currency: 'EUR' }, salePriceMoney: { value: '50', currency: 'EUR' } }] }, { kind: 'sale', cents: 5000, originalCents: 10000, currency: 'EUR', plan: undefined }],
    ['digital', { productType: '2', priceMoney: { value: '2500', currency: 'JPY' } }, { kind: 'single', cents: 2500, currency: 'JPY', plan: undefined }],
    ['subscription without a plan', { productType: 1, isSubscribable: 'true', variants: [{ price: 100 }] }, { kind: 'unavailable' }],
    // the legacy `price` cents are not read, as the platform's templates do not (`normal-price` writes 0)
    ['legacy cents only', { productType: 1, variants: [{ price: 1000 }] }, { kind: 'single', cents: 0, currency: 'USD', plan: undefined }],
  ])('%s', (_, product, display) => {
    expect(productPriceDisplay(product)).toEqual(display);
  });

  it('carries the billing plan of a subscription', () => {
    const display = productPriceDisplay({ productType: 1, isSubscribable: true, subscriptionPlan: weekly, variants: [{ price: 100 }] });
    expect(display).toMatchObject({ kind: 'single', plan: { period: 'weekly', duration: 'indefinite' } });
  });
});

describe('after a variant is chosen', () => {
  const product: StructuredContent = {
    productType: 1,
    variants: [
      { priceMoney: { value: '10.00' }, qtyInStock: 0 },
      { priceMoney: { value: '20.00' }, onSale: true, salePriceMoney: { value: '15.00' }, qtyInStock: 3 },
    ],
  };
  const [plain, onSale] = product.variants ?? [];

  it('the price follows the variant', () => {
    if (!plain || !onSale) throw new Error('fixture');
    expect(variantPriceDisplay(product, plain)).toEqual({ kind: 'single', cents: 1000, currency: 'USD', plan: undefined });
    expect(variantPriceDisplay(product, onSale)).toEqual({ kind: 'sale', cents: 1500, originalCents: 2000, currency: 'USD', plan: undefined });
  });

  it('the status mark and stock follow the variant', () => {
    if (!plain || !onSale) throw new Error('fixture');
    expect(variantDisplayState(product, plain, 'Plus là')).toEqual({ soldOut: true, onSale: false, stock: 0, statusMark: { kind: 'sold-out', text: 'Plus là' } });
    expect(variantDisplayState(product, onSale)).toEqual({ soldOut: false, onSale: true, stock: 3, statusMark: { kind: 'sale', text: 'sale' } });
  });

  it('gift-card variants are never sold out', () => {
    expect(variantDisplayState({ productType: 4 }, { qtyInStock: 0 })).toEqual({ soldOut: false, onSale: false, stock: Infinity, statusMark: undefined });
  });
});

describe('priceDisplayText', () => {
  it.each<[unknown, object, unknown]>([
    [{ kind: 'single', cents: 900, currency: 'USD' }, {}, { price: '$9.00' }],
    [{ kind: 'from', cents: 900, currency: 'EUR' }, {}, { price: 'from €9.00' }],
    [{ kind: 'sale', cents: 500, originalCents: 900, currency: 'USD' }, {}, { price: '$5.00', original: '$9.00' }],
    [{ kind: 'single', cents: 2500, currency: 'JPY' }, {}, { price: '¥2,500' }],
    [{ kind: 'unavailable' }, { unavailable: 'Indisponible' }, { price: 'Indisponible' }],
  ])('%j', (display, options, text) => {
    expect(priceDisplayText(display as PriceDisplay, options)).toEqual(text);
  });

  it('phrases subscriptions and formats in the locale', () => {
    const display = productPriceDisplay({ productType: 1, isSubscribable: true, subscriptionPlan: { ...weekly, numBillingCycles: 26 }, variants: [{ priceMoney: { value: '9.00' } }] });
    expect(priceDisplayText(display).price).toBe('$9.00 every week for 26 weeks');
    const fr = priceDisplayText(display, { locale: 'fr', translations: { productPrice__singlePrice__weekly__limited__nWeeks: '{price} par semaine pendant {duration} semaines' } });
    expect(fr.price.replace(/\s/g, ' ')).toBe('9,00 $US par semaine pendant 26 semaines');
  });
});
