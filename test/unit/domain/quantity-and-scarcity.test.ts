import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import {
  QUANTITY_INPUT,
  checkQuantity,
  hasStockBeyondCart,
  isMultipleQuantityAllowedForServices,
  isQuantityInputShown,
  isScarcityShown,
  isScarcityViewHidden,
  scarcityMessage,
} from '../../../src/domain/index.js';

describe('multipleQuantityAllowedForServices (default allowed)', () => {
  it.each([
    [{}, true],
    [{ multipleQuantityAllowedForServices: true }, true],
    [{ multipleQuantityAllowedForServices: false }, false],
    [{ multipleQuantityAllowedForServices: 'false' }, false],
    [undefined, true],
    [null, true],
  ])('%j -> %j', (settings, allowed) => {
    expect(isMultipleQuantityAllowedForServices(settings)).toBe(allowed);
  });
});

describe('quantity input shown (docs/behaviour.md §5 "Quantity input")', () => {
  const notAllowed = { multipleQuantityAllowedForServices: false };
  it.each<[string, StructuredContent, object | undefined, boolean]>([
    ['physical with stock', { productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 100 }] }, undefined, true],
    ['physical unlimited', { productType: '1', variants: [{ unlimited: true }] }, undefined, true],
    ['physical with 1 left', { productType: 1, variants: [{ qtyInStock: 1 }] }, undefined, false],
    ['physical sold out', { productType: 1, variants: [{ qtyInStock: 0 }] }, undefined, false],
    ['physical subscribable', { productType: 1, isSubscribable: 'true', variants: [{ unlimited: true }] }, undefined, false],
    ['service with stock, default setting', { productType: 3, variants: [{ qtyInStock: 2 }] }, undefined, true],
    ['service when not allowed', { productType: 3, variants: [{ qtyInStock: 2 }] }, notAllowed, false],
    ['digital', { productType: 2 }, undefined, false],
    ['gift card', { productType: 4 }, undefined, false],
    ['unknown', { productType: -1 }, undefined, false],
  ])('%s', (_, product, settings, shown) => {
    expect(isQuantityInputShown(product, settings)).toBe(shown);
  });

  it('has the input constants of docs/behaviour.md §5', () => {
    expect(QUANTITY_INPUT).toEqual({ min: 1, max: 9999, step: 1, defaultValue: 1, defaultLabel: 'Quantity' });
  });
});

describe('checkQuantity', () => {
  it.each([
    ['2', { ok: true, quantity: 2 }],
    [3, { ok: true, quantity: 3 }],
    [' 4 ', { ok: true, quantity: 4 }],
    ['', { ok: false, problem: 'not-a-number' }],
    ['abc', { ok: false, problem: 'not-a-number' }],
    ['1.5', { ok: false, problem: 'not-whole' }],
    [2.5, { ok: false, problem: 'not-whole' }],
  ])('%j', (input, result) => {
    expect(checkQuantity(input)).toEqual(result);
  });
});

describe('stock beyond the cart (custom form check, docs/behaviour.md §5)', () => {
  it.each([
    [[{ unlimited: true, qtyInStock: 0 }], 5, true],
    [[{ qtyInStock: 3 }], 2, true],
    [[{ qtyInStock: 3 }], 3, false],
    [[], 0, false],
  ])('%j with %d in cart -> %j', (results, inCart, ok) => {
    expect(hasStockBeyondCart(results, inCart)).toBe(ok);
  });
});

describe('scarcity', () => {
  const settings = { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left!', scarcityShownByDefault: true };
  it('is shown only when enabled', () => {
    expect(isScarcityShown(settings)).toBe(true);
    expect(isScarcityShown({ ...settings, scarcityEnabled: false })).toBe(false);
    expect(isScarcityShown(undefined)).toBe(false);
  });
  it('fills in the stock', () => {
    expect(scarcityMessage('Only {qtyInStock} left!', 3)).toBe('Only 3 left!');
  });
  it.each([
    [{ qtyInStock: 3 }, settings, false],
    [{ qtyInStock: 3, attributes: { Color: 'Red' } }, settings, true],
    [{ qtyInStock: 3 }, { ...settings, scarcityShownByDefault: false }, true],
  ])('hidden %j', (view, s, hidden) => {
    expect(isScarcityViewHidden(view, s)).toBe(hidden);
  });
});
