import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import {
  fromPriceCents,
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isSubscribable,
  normalPriceCents,
  normalizeProductType,
  productDisplayState,
  salePriceCents,
  statusMark,
  totalStockRemaining,
} from '../../../src/domain/index.js';

const physical = (variants: StructuredContent['variants']): StructuredContent => ({ productType: 1, variants });
const service = (variants: StructuredContent['variants']): StructuredContent => ({ productType: 3, variants });

describe('normalizeProductType (docs/behaviour.md §3)', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 2 ', 2],
    [3, 3],
    ['4', 4],
    [5, undefined],
    [-1, undefined],
    ['x', undefined],
    ['1abc', 1],
    ['1.0', 1],
    ['1.5', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%j -> %j', (input, type) => {
    expect(normalizeProductType(input)).toBe(type);
  });
});

describe('sold out (docs/behaviour.md §4 "Product display state")', () => {
  it.each<[string, StructuredContent, boolean]>([
    ['physical unlimited', physical([{ unlimited: true }]), false],
    ['physical in stock', physical([{ qtyInStock: 3 }]), false],
    ['physical none in stock', physical([{ qtyInStock: 0 }, { qtyInStock: -2 }]), true],
    ['physical no variants', physical([]), true],
    ['physical one in stock', physical([{ qtyInStock: 0 }, { qtyInStock: '1' }]), false],
    ['physical "true" unlimited', physical([{ unlimited: 'true', qtyInStock: 0 }]), false],
    ['service none in stock', service([{ qtyInStock: 0 }]), true],
    ['service in stock', service([{ qtyInStock: 2 }]), false],
    ['digital', { productType: 2 }, false],
    ['gift card', { productType: 4, variants: [{ qtyInStock: 0 }] }, false],
    ['unknown type', { productType: -1 }, true],
    ['no type', { variants: [{ qtyInStock: 5 }] }, true],
    // counts read as the platform reads numbers (test/unit/site/commerce/platform-reading.test.ts "stock")
    ['"5abc" is 5 in stock', physical([{ qtyInStock: '5abc' }]), false],
    ['"false" unlimited is template-truthy', physical([{ unlimited: 'false', qtyInStock: 0 }]), false],
    ['type "1abc" is physical', { productType: '1abc', variants: [{ qtyInStock: 1 }] }, false],
  ])('%s', (_, product, soldOut) => {
    expect(isSoldOut(product)).toBe(soldOut);
  });
});

describe('total stock remaining', () => {
  it.each<[string, StructuredContent, number]>([
    ['unlimited physical', physical([{ unlimited: true }]), Infinity],
    ['digital', { productType: 2, variants: [] }, Infinity],
    ['gift card', { productType: 4 }, Infinity],
    ['six service', service([{ qtyInStock: 2 }, { qtyInStock: 1 }, { qtyInStock: 3 }]), 6],
    ['0 physical', physical([{ qtyInStock: 0 }]), 0],
    ['0 physical, no variants', physical([]), 0],
    ['negative counts as 0', physical([{ qtyInStock: -4 }, { qtyInStock: 2 }]), 2],
    ['unknown', { productType: -1 }, 0],
  ])('%s', (_, product, total) => {
    expect(totalStockRemaining(product)).toBe(total);
  });
});

describe('on sale', () => {
  it.each<[string, StructuredContent, boolean]>([
    ['physical variant on sale', physical([{ onSale: true }]), true],
    ['physical variant "true"', physical([{ onSale: 'true' }]), true],
    ['digital on sale', { productType: 2, onSale: true }, true],
    ['physical not on sale', physical([{ onSale: false }]), false],
    ['digital not on sale', { productType: 2, onSale: false }, false],
    ['unknown', { productType: -1, onSale: true }, false],
    ['no variants', physical([]), false],
  ])('%s', (_, product, onSale) => {
    expect(isOnSale(product)).toBe(onSale);
  });
});

describe('multiple (varied) prices', () => {
  it.each<[string, StructuredContent, boolean]>([
    ['sale vs price', physical([{ onSale: true, salePrice: 100 }, { price: 200 }]), true],
    ['price 0 vs sale', physical([{ onSale: false }, { onSale: true, price: 200, salePrice: 124 }]), true],
    ['service different', service([{ price: 200 }, { price: 100 }]), true],
    ['two sale prices', physical([{ onSale: true, salePrice: 100 }, { onSale: true, salePrice: 200 }]), true],
    ['digital', { productType: 2 }, false],
    ['unknown', { productType: -1 }, false],
    ['same prices', physical([{ price: 100 }, { price: 100 }]), false],
    ['same sale prices', physical([{ onSale: true, salePrice: 100 }, { onSale: true, salePrice: 100 }]), false],
    // the legacy fields are compared as JSON, as the platform does (docs/behaviour.md §4 "Multiple prices")
    ['legacy price differs, money the same', physical([{ price: 100, priceMoney: { value: '1.00' } }, { priceMoney: { value: '1.00' } }]), true],
    ['no variants', physical([]), false],
  ])('%s', (_, product, varied) => {
    expect(hasVariedPrices(product)).toBe(varied);
  });
});

describe('normal, sale and from prices in cents', () => {
  const prices = (product: StructuredContent) => [normalPriceCents(product), salePriceCents(product), fromPriceCents(product)];
  it.each<[string, StructuredContent, number[]]>([
    ['no variants', physical([]), [0, 0, 0]],
    ['three prices', physical([{ priceMoney: { value: '1.00' } }, { priceMoney: { value: '2.00' } }, { priceMoney: { value: '3.00' } }]), [300, 0, 100]],
    ['sale variants', physical([{ priceMoney: { value: '1.00' } }, { onSale: true, salePriceMoney: { value: '.50' } }, { onSale: true, salePriceMoney: { value: '.25' } }]), [100, 25, 25]],
    ['from mixes sale and price', physical([{ priceMoney: { value: '1' } }, { onSale: true, salePriceMoney: { value: '.1' } }, { priceMoney: { value: '.75' } }]), [100, 10, 10]],
    ['digital', { productType: 2, priceMoney: { value: '2' } }, [200, 0, 200]],
    // a digital product's from price is its price, on sale or not (as the platform's `from-price`)
    ['digital on sale', { productType: 2, onSale: true, priceMoney: { value: '4' }, salePriceMoney: { value: '2' } }, [400, 200, 400]],
    ['exact decimals, JPY in yen', physical([{ priceMoney: { value: '1.005' } }, { priceMoney: { value: '2500', currency: 'JPY' } }]), [2500, 0, 101]],
    ['digital without price', { productType: 2 }, [0, 0, 0]],
    ['unknown', { productType: -1 }, [0, 0, 0]],
  ])('%s', (_, product, expected) => {
    expect(prices(product)).toEqual(expected);
  });
});

describe('subscribable, has variants, status mark', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('isSubscribable %j -> %j', (flag, expected) => {
    expect(isSubscribable({ isSubscribable: flag })).toBe(expected);
  });

  it.each<[StructuredContent, boolean]>([
    [physical([{}, {}, {}]), true],
    [service([]), false],
    [physical([{}]), false],
    [{ productType: 2 }, false],
  ])('hasVariants %#', (product, expected) => {
    expect(hasVariants(product)).toBe(expected);
  });

  it('sold out takes precedence over sale', () => {
    expect(statusMark(physical([{ onSale: true, qtyInStock: 0 }]))).toEqual({ kind: 'sold-out', text: 'sold out' });
  });
  it('shows sale when in stock and on sale', () => {
    expect(statusMark(physical([{ onSale: true, qtyInStock: 4 }]))).toEqual({ kind: 'sale', text: 'sale' });
  });
  it('shows nothing otherwise', () => {
    expect(statusMark(physical([{ qtyInStock: 3 }]))).toBeUndefined();
  });
  it('uses the custom sold-out text, not a blank one', () => {
    const soldOut = physical([{ qtyInStock: 0 }]);
    expect(statusMark(soldOut, { customSoldOutText: 'Gone' })?.text).toBe('Gone');
    expect(statusMark(soldOut, { customSoldOutText: '  ' })?.text).toBe('sold out');
  });

  it('derives everything at once', () => {
    expect(productDisplayState(physical([{ qtyInStock: 2, price: 100 }, { qtyInStock: 0, onSale: true, salePrice: 50 }]))).toEqual({
      productType: 1,
      soldOut: false,
      onSale: true,
      variedPrices: true,
      subscribable: false,
      hasVariants: true,
      totalStock: 2,
      statusMark: { kind: 'sale', text: 'sale' },
    });
  });
});
