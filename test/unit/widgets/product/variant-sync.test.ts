// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../../../src/contract/config';
import type { StructuredContent } from '../../../../src/contract/product';
import { createVariantSync } from '../../../../widgets/product/variant-sync';

/** The variant picker's effects on the server-rendered block, and their undoing. */
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
  `<select data-variant-option-name="${name}"><option value="">Select ${name}</option>${values.map((v) => `<option value="${v}">${v}</option>`).join('')}</select>`;

const setup = () => {
  const el = document.createElement('div');
  el.innerHTML =
    '<div class="product-price">from 20,00 €</div><div class="product-mark sale">sale</div>' +
    `<div class="product-variants">${select('Taille', ['S', 'L'])}${select('Couleur', ['Blanc', 'Noir'])}</div>` +
    `<div class="product-scarcity" data-variant-attributes='{"Taille":"S","Couleur":"Blanc"}' hidden>Plus que 2</div>` +
    '<div class="product-scarcity" data-variant-attributes="{bad" hidden>?</div>' +
    '<div class="product-quantity-input"><input type="number" max="9999"></div>';
  const config = SiteConfigSchema.parse({ locale: 'fr-FR' });
  const choose = (name: string, value: string) => (el.querySelector<HTMLSelectElement>(`select[data-variant-option-name="${name}"]`)!.value = value);
  return { el, sync: createVariantSync(el, product, config, { customSoldOutText: 'Revient bientôt' }), choose };
};
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent?.replace(/\s/g, ' ');

describe('createVariantSync', () => {
  it('follows the chosen variant: price, sale, status, scarcity, quantity maximum, option marks', () => {
    const { el, sync, choose } = setup();
    choose('Taille', 'S');
    sync.update();
    expect(text(el, 'option[value="Noir"]')).toBe('Noir (Revient bientôt)');
    expect(el.querySelector('option[value="Noir"]')?.hasAttribute('data-sold-out')).toBe(true);
    choose('Couleur', 'Blanc');
    sync.update();
    expect(text(el, '.product-price')).toBe('25,00 €');
    expect(el.querySelector('.product-mark')).toBeNull();
    expect(el.querySelector<HTMLElement>('.product-scarcity')!.hidden).toBe(false);
    expect(el.querySelectorAll<HTMLElement>('.product-scarcity')[1]!.hidden).toBe(true);
    expect(el.querySelector('input')!.max).toBe('2');
    choose('Couleur', 'Noir');
    sync.update();
    expect(text(el, '.product-mark')).toBe('Revient bientôt');
    choose('Taille', 'L');
    choose('Couleur', '');
    sync.update();
    expect(text(el, 'option[value="Noir"]')).toBe('Noir (Indisponible)');
    choose('Couleur', 'Blanc');
    sync.update();
    expect(text(el, '.product-price')).toBe('20,00 € 30,00 €');
    expect(text(el, '.product-mark')).toBe('sale');
  });

  it.each([
    [true, [false, false, false]],
    [false, [true, false, false]],
    [undefined, [true, false, false]],
  ])('a product-wide low-stock line with scarcityShownByDefault %s: shown before a variant is chosen %j (docs/behaviour.md §3)', (shownByDefault, shown) => {
    const el = document.createElement('div');
    el.innerHTML = `${select('Taille', ['S', 'L'])}${select('Couleur', ['Blanc', 'Noir'])}<div class="product-scarcity">Plus que 11</div>`;
    const line = el.querySelector<HTMLElement>('.product-scarcity')!;
    const sync = createVariantSync(el, product, SiteConfigSchema.parse({ locale: 'fr-FR' }), { scarcityShownByDefault: shownByDefault });
    sync.update(); // at mount, nothing chosen
    expect(line.hidden).toBe(shown[0]);
    el.querySelectorAll('select').forEach((s, i) => (s.value = ['S', 'Blanc'][i]!));
    sync.update();
    expect(line.hidden).toBe(shown[1]);
    sync.update();
    sync.restore(); // the server's markup back: shown
    expect(line.hidden).toBe(shown[2]);
  });

  it('marks the option buttons (the radio groups) as it marks the options, and restores them', () => {
    const { el, sync, choose } = setup();
    const radios = (name: string, values: string[]) =>
      `<div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">${values.map((v) => `<input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${name}"><label>${v}</label>`).join('')}</div>`;
    el.querySelector('.product-variants')!.insertAdjacentHTML('beforeend', radios('Taille', ['S', 'L']) + radios('Couleur', ['Blanc', 'Noir']));
    const html = el.innerHTML;
    const radio = (value: string) => el.querySelector<HTMLInputElement>(`input.variant-radiobtn[value="${value}"]`)!;
    choose('Taille', 'S');
    sync.update();
    expect(radio('Noir').hasAttribute('data-sold-out')).toBe(true);
    expect(radio('Noir').getAttribute('aria-label')).toBe('Noir (Revient bientôt)');
    expect(radio('Blanc').hasAttribute('data-sold-out')).toBe(false);
    expect(radio('Blanc').hasAttribute('aria-label')).toBe(false);
    choose('Taille', 'L');
    sync.update();
    expect(radio('Noir').hasAttribute('data-unavailable')).toBe(true);
    expect(radio('Noir').hasAttribute('data-sold-out')).toBe(false);
    expect(radio('Noir').getAttribute('aria-label')).toBe('Noir (Indisponible)');
    sync.restore();
    el.querySelectorAll('select').forEach((s) => (s.value = ''));
    el.querySelectorAll<HTMLElement>('.product-scarcity').forEach((s) => (s.hidden = true));
    expect(el.innerHTML).toBe(html);
  });

  it('restores what the server rendered', () => {
    const { el, sync, choose } = setup();
    const html = el.innerHTML;
    choose('Taille', 'S');
    choose('Couleur', 'Noir');
    sync.update();
    sync.restore();
    el.querySelectorAll('select').forEach((s) => (s.value = ''));
    el.querySelectorAll<HTMLElement>('.product-scarcity').forEach((s) => (s.hidden = true));
    expect(el.innerHTML).toBe(html);
  });
});
