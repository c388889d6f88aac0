import { describe, expect, it } from 'vitest';
import { variantAnnouncement } from '../../../src/domain/variant-announcement';

describe('variant change announcement (issue 15 point 4)', () => {
  it('says the price in one sentence', () => {
    expect(variantAnnouncement({ price: '25,00 €' })).toBe('Prix : 25,00 €.');
  });

  it('says the original price of a sale', () => {
    expect(variantAnnouncement({ price: '20,00 €', original: '25,00 €' })).toBe('Prix : 20,00 € au lieu de 25,00 €.');
  });

  it('adds the sold-out mark or the scarcity line to the same sentence', () => {
    expect(variantAnnouncement({ price: '25,00 €' }, 'Épuisé')).toBe('Prix : 25,00 €, épuisé.');
    expect(variantAnnouncement({ price: '25,00 €' }, '\n    Plus que 2 en stock !\n  ')).toBe('Prix : 25,00 €, plus que 2 en stock !');
  });

  it('ignores a blank detail', () => {
    expect(variantAnnouncement({ price: '9,00 €' }, '   ')).toBe('Prix : 9,00 €.');
  });
});
