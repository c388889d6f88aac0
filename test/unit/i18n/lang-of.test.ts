import { describe, expect, it } from 'vitest';
import { langOf } from '../../../src/i18n/catalogue';
import { frForms } from '../../../src/i18n/forms';
import { frProduct } from '../../../src/i18n/product';
import { frPurchase } from '../../../src/i18n/purchase';

/** Issue 32 row 6: the French catalogue's strings kept in English are said with lang="en"; the French ones need none. */
describe('langOf', () => {
  it('marks the platform defaults the catalogue keeps in English', () => {
    for (const text of [frProduct.addToCart, frProduct.subscribe, frPurchase.quantityNotWhole, frForms.notApplicable, frForms.likertMinus2, frForms.ampm]) expect(langOf(text), text).toBe('en');
  });

  it('leaves French strings, the store\'s own words and nothing alone', () => {
    for (const text of [frProduct.adding, frPurchase.addedToCart, frPurchase.quantityTooLow, 'Ajouter au panier', '', null, undefined]) expect(langOf(text)).toBeUndefined();
  });
});
