import { describe, expect, it } from 'vitest';
import { pillLabel } from '../../../src/domain/cart-pill';
import { unselectedOptionsMessage } from '../../../src/domain/add-to-cart-validation';
import { messageFor } from '../../../src/api/messages';
import { fr } from '../../../src/i18n/fr';
import { frProduct } from '../../../src/i18n/product';
import { frPurchase } from '../../../src/i18n/purchase';

/** The active catalogue: French by default; importing the English chunk switches every module, plurals and lists. */
describe('the shopper catalogue', () => {
  it('is French by default, with plurals and lists through Intl', () => {
    expect(frProduct.adding).toBe('Ajout en cours...');
    expect(pillLabel(1)).toBe('1 article');
    expect(pillLabel(2)).toBe('2 articles');
    expect(pillLabel(150)).toBe('100+ articles');
    expect(unselectedOptionsMessage(['Couleur', 'Taille', 'Coupe'])).toBe('Veuillez sélectionner les options Couleur, Taille et Coupe.');
  });

  it('is English once the English chunk is imported, in every module and in what the rules write', async () => {
    await import('../../../src/i18n/en/index');
    expect(frProduct.adding).toBe('Adding...');
    expect(frPurchase.close).toBe('Close');
    expect(fr.cartEmpty).toBe('Your cart is empty.');
    expect(fr.addedToCart).toBe('Added to cart');
    expect(messageFor({ kind: 'rate-limited' } as Parameters<typeof messageFor>[0])).toBe('Please try again in a few seconds.');
    expect(pillLabel(1)).toBe('1 item');
    expect(pillLabel(0)).toBe('0 items');
    expect(unselectedOptionsMessage(['Color', 'Size', 'Fit'])).toBe('Please select the Color, Size, and Fit options.');
    expect(unselectedOptionsMessage(['Size'])).toBe('Please select the Size option.');
  });
});
