// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../../../src/contract/config';
import type { StructuredContent } from '../../../../src/contract/product';
import { createVariantSync } from '../../../../widgets/product/variant-sync';

/** Issue 15 points 4 and 9: the block's live region after a shopper's change, and the list cue. */
const eur = (value: string) => ({ value, currency: 'EUR' });
const product: StructuredContent = {
  productType: 1,
  variantOptionOrdering: ['Taille', 'Couleur'],
  variants: [
    { sku: 'S-B', attributes: { Taille: 'S', Couleur: 'Blanc' }, priceMoney: eur('25.00'), qtyInStock: 2 },
    { sku: 'S-N', attributes: { Taille: 'S', Couleur: 'Noir' }, priceMoney: eur('25.00'), qtyInStock: 0 },
    { sku: 'L-B', attributes: { Taille: 'L', Couleur: 'Blanc' }, priceMoney: eur('30.00'), salePriceMoney: eur('20.00'), onSale: true, qtyInStock: 9 },
  ],
};
const select = (name: string, values: string[]) =>
  `<select data-variant-option-name="${name}" aria-invalid="true"><option value="">Select ${name}</option>${values.map((v) => `<option value="${v}">${v}</option>`).join('')}</select>`;

const setup = (soldOutText?: string) => {
  const el = document.createElement('div');
  el.innerHTML =
    '<div class="product-price">from 20,00 €</div>' +
    `<div class="product-variants">${select('Taille', ['S', 'L'])}${select('Couleur', ['Blanc', 'Noir'])}</div>` +
    `<div class="product-scarcity" data-variant-attributes='{"Taille":"S","Couleur":"Blanc"}' hidden>\n  Plus que 2 en stock !\n</div>`;
  const live = el.appendChild(document.createElement('p'));
  const sync = createVariantSync(el, product, SiteConfigSchema.parse({ locale: 'fr-FR' }), { customSoldOutText: soldOutText }, live);
  const sel = (name: string) => el.querySelector<HTMLSelectElement>(`select[data-variant-option-name="${name}"]`)!;
  const choose = (name: string, value: string) => (sel(name).value = value);
  const said = () => live.textContent?.replace(/\s/g, ' ').trim();
  return { sync, choose, sel, said, live };
};

describe('the variant announcement (live region)', () => {
  it('says nothing for an update that is not a shopper change', () => {
    const { sync, choose, said } = setup();
    choose('Taille', 'S');
    sync.update();
    expect(said()).toBe('');
  });

  it('says the price, the scarcity line, the sale and the sold-out mark in French', () => {
    const { sync, choose, said } = setup();
    choose('Taille', 'S');
    choose('Couleur', 'Blanc');
    sync.update(true);
    expect(said()).toBe('Prix : 25,00 €, plus que 2 en stock !');
    choose('Couleur', 'Noir');
    sync.update(true);
    expect(said()).toBe('Prix : 25,00 €, épuisé.');
    choose('Taille', 'L');
    choose('Couleur', 'Blanc');
    sync.update(true);
    expect(said()).toBe('Prix : 20,00 € au lieu de 30,00 €.');
  });

  it("uses the store's custom sold-out text", () => {
    const { sync, choose, said } = setup('Revient bientôt');
    choose('Taille', 'S');
    choose('Couleur', 'Noir');
    sync.update(true);
    expect(said()).toBe('Prix : 25,00 €, revient bientôt.');
  });

  it('changes its text when the same sentence comes again, so it is said again', () => {
    const { sync, choose, said, live } = setup();
    choose('Taille', 'S');
    choose('Couleur', 'Blanc');
    sync.update(true);
    const first = live.textContent;
    sync.update(true);
    expect(live.textContent).not.toBe(first);
    expect(said()).toBe('Prix : 25,00 €, plus que 2 en stock !');
  });
});

describe("the list's option cue (issue 15 point 9)", () => {
  it('stays on the selects still without a value', () => {
    const { sync, choose, sel } = setup();
    choose('Taille', 'S');
    sync.update(true);
    expect(sel('Taille').hasAttribute('aria-invalid')).toBe(false);
    expect(sel('Couleur').getAttribute('aria-invalid')).toBe('true');
  });
});
