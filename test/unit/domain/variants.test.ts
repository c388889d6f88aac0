import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import { findVariant, optionValueStates, unselectedOptions, variantOptions } from '../../../src/domain/index.js';

const shirt: StructuredContent = {
  productType: 1,
  variants: [
    { sku: 'A', attributes: { fit: 'loose', color: 'blue' }, qtyInStock: 1 },
    { sku: 'B', attributes: { fit: 'loose', color: 'green' }, qtyInStock: 0 },
    { sku: 'C', attributes: { fit: 'slim', color: 'red' }, unlimited: true },
  ],
  variantOptionOrdering: ['fit', 'color'],
};

describe('variantOptions (variantOptionOrdering)', () => {
  it.each<[string, StructuredContent, unknown]>([
    ['ordering color, fit', { variants: [{ attributes: { fit: 'loose', color: 'blue' } }, { attributes: { fit: 'slim', color: 'red' } }], variantOptionOrdering: ['color', 'fit'] }, [{ name: 'color', values: ['blue', 'red'] }, { name: 'fit', values: ['loose', 'slim'] }]],
    ['values deduplicated', shirt, [{ name: 'fit', values: ['loose', 'slim'] }, { name: 'color', values: ['blue', 'green', 'red'] }]],
    ['one variant: nothing to choose', { variants: [{ attributes: { fit: 'loose' } }], variantOptionOrdering: ['fit'] }, []],
    ['no variants', { variants: [], variantOptionOrdering: [] }, []],
    ['variant without attributes ignored', { variants: [{ attributes: { fit: 'loose' } }, { attributes: { fit: 'slim' } }, {}], variantOptionOrdering: ['fit'] }, [{ name: 'fit', values: ['loose', 'slim'] }]],
    ['gift card values', { variants: [{ attributes: { Value: '25' } }, { attributes: { Value: '50' } }], variantOptionOrdering: ['Value'] }, [{ name: 'Value', values: ['25', '50'] }]],
    ['no ordering: order of appearance', { variants: [{ attributes: { b: '1', a: 'x' } }, { attributes: { b: '2', a: 'y' } }] }, [{ name: 'b', values: ['1', '2'] }, { name: 'a', values: ['x', 'y'] }]],
  ])('%s', (_, product, options) => {
    expect(variantOptions(product)).toEqual(options);
  });
});

describe('findVariant and unselectedOptions', () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ['full selection', { fit: 'slim', color: 'red' }, 'C'],
    ['combination that does not exist', { fit: 'slim', color: 'blue' }, undefined],
    ['partial selection', { fit: 'loose' }, undefined],
    ['blank counts as unselected', { fit: 'loose', color: '' }, undefined],
  ])('%s', (_, selection, sku) => {
    expect(findVariant(shirt, selection)?.sku).toBe(sku);
  });

  it('picks the only variant of a product without options', () => {
    expect(findVariant({ productType: 1, variants: [{ sku: 'ONLY' }] }, {})?.sku).toBe('ONLY');
    expect(findVariant({ productType: 2, variants: [] }, {})).toBeUndefined();
  });

  it('lists unselected options in option order', () => {
    expect(unselectedOptions(shirt, {})).toEqual(['fit', 'color']);
    expect(unselectedOptions(shirt, { color: 'red' })).toEqual(['fit']);
    expect(unselectedOptions(shirt, { fit: 'slim', color: 'red' })).toEqual([]);
  });
});

describe('optionValueStates: possible and out-of-stock values given the other selections', () => {
  it('with nothing else selected', () => {
    expect(optionValueStates(shirt, {}, 'color')).toEqual([
      { value: 'blue', available: true, inStock: true },
      { value: 'green', available: true, inStock: false },
      { value: 'red', available: true, inStock: true },
    ]);
  });
  it('with fit selected', () => {
    expect(optionValueStates(shirt, { fit: 'slim' }, 'color')).toEqual([
      { value: 'blue', available: false, inStock: false },
      { value: 'green', available: false, inStock: false },
      { value: 'red', available: true, inStock: true },
    ]);
  });
  it('ignores the option own selection', () => {
    expect(optionValueStates(shirt, { fit: 'slim' }, 'fit').map((s) => s.available)).toEqual([true, true]);
  });
  it('gift cards are always in stock', () => {
    const card: StructuredContent = { productType: 4, variants: [{ attributes: { Value: '25' } }, { attributes: { Value: '50' } }] };
    expect(optionValueStates(card, {}, 'Value').every((s) => s.inStock)).toBe(true);
  });
  it('unknown option', () => {
    expect(optionValueStates(shirt, {}, 'size')).toEqual([]);
  });
});

describe('options named like Object.prototype members (hostile or unlucky names)', () => {
  const odd: StructuredContent = {
    productType: 1,
    variants: [
      { sku: 'X', attributes: { constructor: 'a', toString: 'b' }, qtyInStock: 1 },
      { sku: 'Y', attributes: { constructor: 'c', toString: 'b' }, qtyInStock: 1 },
    ],
    variantOptionOrdering: ['constructor', 'toString'],
  };
  it('an unselected "constructor" option counts as unselected', () => {
    expect(unselectedOptions(odd, {})).toEqual(['constructor', 'toString']);
    expect(findVariant(odd, {})).toBeUndefined();
  });
  it('a full selection finds its variant', () => {
    expect(findVariant(odd, { constructor: 'c', toString: 'b' })?.sku).toBe('Y');
    expect(optionValueStates(odd, { toString: 'b' }, 'constructor').map((s) => s.available)).toEqual([true, true]);
  });
});
