import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import { ADD_TO_CART_FAILURE_REASONS, unselectedOptionsMessage, validateAddToCart } from '../../../src/domain/index.js';

const shirt: StructuredContent = {
  productType: 1,
  variants: [
    { sku: 'A', attributes: { Taille: 'S', Couleur: 'Bleu', Coupe: 'Ample' }, qtyInStock: 2 },
    { sku: 'B', attributes: { Taille: 'M', Couleur: 'Rouge', Coupe: 'Ajustée' }, qtyInStock: 0 },
  ],
  variantOptionOrdering: ['Taille', 'Couleur', 'Coupe'],
};
const all = { Taille: 'S', Couleur: 'Bleu', Coupe: 'Ample' };

describe('unselected options message (docs/behaviour.md §5)', () => {
  it.each([
    [['Taille'], "Veuillez sélectionner l'option Taille."],
    [['Taille', 'Couleur'], 'Veuillez sélectionner les options Taille et Couleur.'],
    [['Taille', 'Couleur', 'Coupe'], 'Veuillez sélectionner les options Taille, Couleur et Coupe.'],
  ])('%j', (options, message) => {
    expect(unselectedOptionsMessage(options)).toBe(message);
  });
});

describe('validateAddToCart (docs/behaviour.md §5 "Add to cart", reasons of docs/behaviour.md §8)', () => {
  it.each<[string, StructuredContent, Record<string, string>, string | number | undefined, string, string]>([
    ['one option missing', shirt, { Taille: 'S', Couleur: 'Bleu' }, 1, 'NO_VARIANT_SELECTED', "Veuillez sélectionner l'option Coupe."],
    ['all missing', shirt, {}, 1, 'NO_VARIANT_SELECTED', 'Veuillez sélectionner les options Taille, Couleur et Coupe.'],
    ['no such variant', shirt, { Taille: 'S', Couleur: 'Rouge', Coupe: 'Ample' }, 1, 'VARIANT_UNAVAILABLE', 'Malheureusement, la variante de cet article est indisponible. Veuillez sélectionner une autre variante.'],
    ['out of stock', shirt, { Taille: 'M', Couleur: 'Rouge', Coupe: 'Ajustée' }, 1, 'OUT_OF_STOCK', 'Malheureusement, cet article est en rupture de stock.'],
    ['quantity not a number', shirt, all, 'abc', 'QUANTITY_NOT_A_NUMBER', 'La valeur « Quantité » doit être un nombre.'],
    ['quantity not whole', shirt, all, '1.5', 'QUANTITY_NOT_A_NUMBER', 'Quantity must be a whole number'],
    ['subscription quantity not whole', { ...shirt, isSubscribable: true }, all, '1.5', 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER', 'La quantité doit être un nombre entier.'],
    ['gift card without value', { productType: 4, variants: [{ attributes: { Value: '25' } }, { attributes: { Value: '50' } }] }, {}, 1, 'NO_VARIANT_SELECTED', 'Sélectionner une valeur pour la carte-cadeau'],
    ['no variants at all', { productType: 1, variants: [] }, {}, 1, 'VARIANT_UNAVAILABLE', 'Malheureusement, la variante de cet article est indisponible. Veuillez sélectionner une autre variante.'],
  ])('%s', (_, product, selection, quantity, reason, message) => {
    const result = validateAddToCart({ product, selection, quantity });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(reason);
      expect(result.message).toBe(message);
      expect(ADD_TO_CART_FAILURE_REASONS).toContain(result.reason);
    }
  });

  it('names the unselected options', () => {
    const result = validateAddToCart({ product: shirt, selection: { Couleur: 'Bleu' } });
    expect(result.ok ? [] : result.unselectedOptions).toEqual(['Taille', 'Coupe']);
  });

  it('passes with a variant in stock', () => {
    expect(validateAddToCart({ product: shirt, selection: all, quantity: '2' })).toMatchObject({ ok: true, quantity: 2, variant: { sku: 'A' } });
  });

  it('defaults the quantity to 1 and never checks digital or gift-card stock', () => {
    const card: StructuredContent = { productType: 4, variants: [{ sku: 'G25', attributes: { Value: '25' }, qtyInStock: 0 }, { sku: 'G50', attributes: { Value: '50' } }] };
    expect(validateAddToCart({ product: card, selection: { Value: '25' } })).toMatchObject({ ok: true, quantity: 1, variant: { sku: 'G25' } });
    expect(validateAddToCart({ product: { productType: 2, variants: [{ sku: 'D' }] }, selection: {} })).toMatchObject({ ok: true });
  });
});
