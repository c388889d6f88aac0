import { describe, expect, it } from 'vitest';
import { checkoutBlock, entryName, fill, hasQuantityInput, lineCents, variantText } from '../../../src/domain/cart-rules';
import { entryMax } from '../../../widgets/cart/stock-limits';
import { cart, entry, guide } from '../../support/cart-fixtures';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('cart page rules', () => {
  it('names entries with their variant values and writes attributes as the server does', () => {
    expect(entryName(entry())).toBe('T-shirt classique (S, Blanc)');
    expect(entryName(guide)).toBe('Guide numérique (PDF)');
    expect(variantText({ Taille: 'S', Couleur: 'Blanc' })).toBe('Taille : S, Couleur : Blanc');
    expect(variantText({})).toBe('');
  });

  it('computes the line total from the unit price in minor units', () => {
    expect(lineCents(entry({ quantity: 3 }))).toBe(7500);
  });

  it('gives a quantity input to physical and service entries, not digital or gift cards', () => {
    expect(hasQuantityInput(entry())).toBe(true);
    expect(hasQuantityInput(entry({ productType: 3 }))).toBe(true);
    expect(hasQuantityInput(entry({ productType: undefined }))).toBe(true);
    expect(hasQuantityInput(guide)).toBe(false);
    expect(hasQuantityInput(entry({ productType: 4 }))).toBe(false);
  });

  it('blocks checkout below the minimum subtotal with its message, in the store currency', () => {
    const small = cart([guide]);
    expect(nbsp(checkoutBlock(small, 1000, 'EUR', 'fr-FR') ?? '')).toBe('Le sous-total minimum pour passer commande est de 10,00 €.');
    expect(checkoutBlock(small, 900, 'EUR', 'fr-FR')).toBeNull();
    expect(checkoutBlock(small, 0, 'EUR', 'fr-FR')).toBeNull();
    // JPY has 0 decimals (the currency sign is Intl's for fr-FR: "JPY")
    expect(nbsp(checkoutBlock(cart([entry({ purchasePriceCents: 500 })]), 1000, 'JPY', 'fr-FR') ?? '')).toMatch(
      /^Le sous-total minimum pour passer commande est de 1 000 (¥|JPY)\.$/,
    );
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} et {b}', { a: 'x' })).toBe('x et {b}');
  });
});

describe('stock limits of a cart entry', () => {
  const a = entry({ quantity: 2 });
  const b = entry({ id: 'e3', quantity: 1 });
  it('is the stock less the other entries of the same variant, 1 to 9999', () => {
    expect(entryMax(a, [a, b, guide], { qtyInStock: 5 })).toBe(4);
    expect(entryMax(b, [a, b, guide], { qtyInStock: '5' })).toBe(3);
    expect(entryMax(a, [a, b], { qtyInStock: 1 })).toBe(1);
    expect(entryMax(a, [a], { qtyInStock: 20000 })).toBe(9999);
  });
  it('is 9999 for unlimited variants and while the stock is unknown', () => {
    expect(entryMax(a, [a], { unlimited: 'true', qtyInStock: 0 })).toBe(9999);
    expect(entryMax(a, [a], undefined)).toBe(9999);
  });
});
