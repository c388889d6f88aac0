// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigSchema } from '../../../src/contract/config';
import type { StructuredContent } from '../../../src/contract/product';
import { lineItem } from '../../../src/domain/line-item';
import { entryParts } from '../../../src/forms/display';
import { LineItemRow } from '../../../widgets/cart/line-item';
import { mount } from '../../../widgets/form/index';
import { createVariantSync } from '../../../widgets/product/variant-sync';

/**
 * Issue 32 row 6: the strings the SDK speaks from its English defaults on a French page
 * carry `lang="en"` (langOf, src/i18n/catalogue.ts): the forms' likert labels and AM/PM,
 * a cart answer's "N/A" and default likert labels, the product's "sold out" and "sale" marks. French text and a
 * site's own words carry none.
 */
const tick = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

const formIsland = (form: unknown) => {
  const el = document.createElement('div');
  el.dataset.storefront = 'form';
  el.innerHTML = `<script type="application/json" data-storefront-json>${JSON.stringify(form)}</script><form class="sf-form"></form>`;
  document.body.append(el);
  mount(el, { config: null, base: '/' });
  return el;
};
/** A cart line with an empty answer, a French one and a likert scored with the default labels, worded as the cart words them. */
const answeredLine = () =>
  lineItem(
    {
      title: 'Affiche',
      attributes: {},
      quantity: 1,
      unitCents: 100,
      additionalFields: JSON.stringify([
        { label: 'Prénom', value: '' },
        { label: 'Ville', value: 'Lyon' },
        { id: 'avis', type: 'likert', rawTitle: 'Avis', value: { Accueil: '-2', Prix: '1' } },
      ]),
    },
    entryParts,
  );

const labelFor = (el: Element, text: string) => [...el.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);

describe('lang marks on the English defaults (issue 32 row 6)', () => {
  it("the likert's default labels are English; a form's own labels are not marked", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    const el = formIsland({
      id: 'f',
      fields: [
        { id: 'a', type: 'likert', title: 'Avis', questions: ['Accueil'] },
        { id: 'b', type: 'likert', title: 'Note', questions: ['Prix'], likertLabels: ["Pas du tout d'accord", 'Non', 'Neutre', 'Oui', "Tout à fait d'accord"] },
      ],
    });
    await tick();
    expect(labelFor(el, 'Strongly Disagree')?.getAttribute('lang')).toBe('en');
    expect(labelFor(el, 'Strongly Agree')?.getAttribute('lang')).toBe('en');
    expect(labelFor(el, 'Neutre')?.hasAttribute('lang')).toBe(false);
  });

  it('AM/PM (a page with a 12-hour clock) is English; the French part labels are not marked', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    document.documentElement.lang = 'en-US';
    const el = formIsland({ id: 't', fields: [{ id: 'h', type: 'time', title: 'Heure' }] });
    await tick();
    expect(labelFor(el, 'AM/PM')?.getAttribute('lang')).toBe('en');
    expect(labelFor(el, 'Heure')?.hasAttribute('lang') ?? false).toBe(false);
    expect([...el.querySelectorAll('label[lang]')].map((l) => l.textContent)).toEqual(['AM/PM']);
  });

  it('a cart answer left empty says "N/A" in English, a default likert label each in its own English run', () => {
    const el = document.createElement('ul');
    document.body.append(el);
    render(<LineItemRow item={answeredLine()} money={(c) => String(c)} />, el);
    const answers = [...el.querySelectorAll('.cart-entry-answers li')];
    expect(answers[0]?.querySelector('[lang="en"]')?.textContent).toBe('N/A');
    expect(answers[1]?.querySelector('[lang]')).toBeNull();
    expect(answers[2]?.textContent).toBe('Avis : Accueil : Strongly Disagree ; Prix : Agree');
    expect([...answers[2]!.querySelectorAll('[lang="en"]')].map((s) => s.textContent)).toEqual(['Strongly Disagree', 'Agree']);
  });

  it('the "sold out" and "sale" marks written from the English defaults are English; the server\'s own mark is kept as it was', () => {
    const eur = (value: string) => ({ value, currency: 'EUR' });
    const product: StructuredContent = {
      productType: 1,
      variantOptionOrdering: ['Taille'],
      variants: [
        { sku: 'S', attributes: { Taille: 'S' }, priceMoney: eur('25.00'), qtyInStock: 0 },
        { sku: 'L', attributes: { Taille: 'L' }, priceMoney: eur('30.00'), salePriceMoney: eur('20.00'), onSale: true, qtyInStock: 9 },
      ],
    };
    const el = document.createElement('div');
    el.innerHTML =
      '<div class="product-price">30,00 €</div><div class="product-mark sale">Promo</div>' +
      '<div class="product-variants"><select data-variant-option-name="Taille"><option value="">Taille</option><option value="S">S</option><option value="L">L</option></select></div>';
    const sync = createVariantSync(el, product, SiteConfigSchema.parse({ locale: 'fr-FR' }), {});
    const choose = (v: string) => ((el.querySelector('select') as HTMLSelectElement).value = v);
    choose('S');
    sync.update();
    const mark = () => el.querySelector('.product-mark')!;
    expect(mark().textContent).toBe('sold out');
    expect(mark().getAttribute('lang')).toBe('en');
    choose('L');
    sync.update();
    expect(mark().textContent).toBe('Promo'); // the template's own words for a sale
    expect(mark().hasAttribute('lang')).toBe(false);
    sync.restore();
    expect(mark().hasAttribute('lang')).toBe(false);
  });
});

describe("the reference backend's cart markup (issue 32 row 6)", () => {
  it('says an empty answer\'s "N/A" and the default likert labels in English, as the cart widget does', async () => {
    const { lineInfoHtml } = await import('../../../examples/server/pages/line-items');
    const html = lineInfoHtml(answeredLine(), (c: number) => String(c));
    expect(html).toContain('<li>Prénom : <span lang="en">N/A</span></li>');
    expect(html).toContain('<li>Ville : Lyon</li>');
    expect(html).toContain('<li>Avis : Accueil : <span lang="en">Strongly Disagree</span> ; Prix : <span lang="en">Agree</span></li>');
  });
});
