import { describe, expect, it } from 'vitest';
import { checkoutBlock, entryName, fill, hasQuantityInput, lineCents, variantText } from '../../../../widgets/cart/cart-rules';
import { cart, entry, guide } from './fixtures';

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
