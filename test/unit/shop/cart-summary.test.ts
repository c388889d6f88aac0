import { describe, expect, it } from 'vitest';
import { freeShippingProgress, freeShippingText, summaryAmount, summaryRows } from '../../../src/domain/cart-summary';
import { lineItem, thumbnailOf } from '../../../src/domain/line-item';

const money = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
const totals = { subtotalCents: 6500, taxCents: 1083, shippingCostCents: 590, discountCents: 0, grandTotalCents: 7090, requiresShipping: true };

describe('the order summary (issue 26 point 2)', () => {
  it('with prices including tax, shows "dont TVA" after the total and never adds it', () => {
    const rows = summaryRows(totals, { pricesIncludeTax: true, taxRatePercent: 20 });
    expect(rows.map((r) => [r.key, r.label, summaryAmount(r, money)])).toEqual([
      ['subtotal', 'Sous-total', '65,00 €'],
      ['shipping', 'Livraison', '5,90 €'],
      ['grand', 'Total', '70,90 €'],
      ['tax', 'dont TVA (20 %)', '10,83 €'],
    ]);
  });

  it('with prices excluding tax, shows the tax before the total; a discount with its sign, free shipping as "Offerte"', () => {
    const rows = summaryRows({ ...totals, taxCents: 1300, discountCents: 500, shippingCostCents: 0, grandTotalCents: 7300 }, { pricesIncludeTax: false, taxRatePercent: 20 });
    expect(rows.map((r) => [r.key, summaryAmount(r, money)])).toEqual([
      ['subtotal', '65,00 €'],
      ['shipping', 'Offerte'],
      ['discount', '−5,00 €'],
      ['tax', '13,00 €'],
      ['grand', '73,00 €'],
    ]);
  });

  it('says how far free shipping is, and nothing for a cart that does not ship', () => {
    const left = freeShippingProgress(6500, 7500, true);
    expect(left).toEqual({ remainingCents: 1000, percent: 86 });
    expect(freeShippingText(left!, money)).toBe('Plus que 10,00 € pour la livraison offerte.');
    expect(freeShippingText(freeShippingProgress(8000, 7500, true)!, money)).toBe('La livraison est offerte.');
    expect(freeShippingProgress(6500, 7500, false)).toBeNull();
    expect(freeShippingProgress(6500, undefined, true)).toBeNull();
  });
});

describe('a line item (issue 26 point 1)', () => {
  it('writes title, variant, answers, quantity and prices the same way for every page', () => {
    const item = lineItem({
      title: 'Affiche',
      attributes: { Taille: 'M', Couleur: 'Blanc' },
      additionalFields: JSON.stringify([{ label: 'Texte', value: 'Bonjour' }]),
      quantity: 3,
      unitCents: 1200,
    });
    expect(item).toMatchObject({ title: 'Affiche', variant: 'Taille : M, Couleur : Blanc', answers: [{ label: 'Texte', parts: [{ text: 'Bonjour' }] }], lineCents: 3600, thumbnail: null });
  });

  it('gives a thumbnail with srcset and focal point when the item has a picture, none otherwise', () => {
    const thumb = thumbnailOf({ assetUrl: '/img/tee.jpg', systemDataVariants: '100w,300w,500w', originalSize: '1000x1000', mediaFocalPoint: { x: 0.3, y: 0.6 }, title: 'T-shirt blanc' });
    expect(thumb).toMatchObject({ src: '/img/tee.jpg?format=300w', alt: 'T-shirt blanc', size: 96, objectPosition: '30% 60%' });
    expect(thumb?.srcset).toContain('/img/tee.jpg?format=100w 100w');
    expect(thumbnailOf({ title: 'sans image' })).toBeNull();
  });
});
