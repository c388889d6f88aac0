// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { restockFailureMessage } from '../../../src/api/restock-signup';
import type { StructuredContent } from '../../../src/contract/product';
import { showSelectedForm } from '../../../widgets/restock/follow-variant';
import { readRestockMarkup } from '../../../widgets/restock/read-markup';

const markup = (sku: string, extra = '') => `
<div class="product-restock-notification" data-product-id="litho" data-variant-id="${sku}" hidden>
  <span class="product-restock-cta">Recevez un e-mail</span>
  <form class="product-restock-form" action="#">
    <input type="text" name="email" placeholder="Votre e-mail">
    <input class="sqs-editable-button" type="submit" value="M'avertir">
  </form>
  ${extra}
</div>`;

const block = (html: string) => {
  const el = document.createElement('div');
  el.innerHTML = html; // test fixture only: the formatter's markup
  return el;
};

const product = {
  productType: 1,
  variants: [
    { sku: 'A3', attributes: { Format: 'A3' }, qtyInStock: 0 },
    { sku: 'A2', attributes: { Format: 'A2' }, qtyInStock: 0 },
  ],
} as unknown as StructuredContent;

describe('readRestockMarkup', () => {
  it("reads the formatter's texts, opt-in default and captcha container", () => {
    const el = block(markup('A2', `<label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList" checked>S'inscrire</label><div class="captcha-container"></div>`));
    expect(readRestockMarkup(el.firstElementChild as HTMLElement)).toEqual({
      productId: 'litho',
      variantId: 'A2',
      cta: 'Recevez un e-mail',
      placeholder: 'Votre e-mail',
      button: "M'avertir",
      email: '',
      mailingList: { label: "S'inscrire", checked: true },
      captcha: true,
    });
  });

  it('gives null for markup without a form, email field or ids', () => {
    expect(readRestockMarkup(block('<div class="product-restock-notification" data-product-id="p" data-variant-id="v"></div>').firstElementChild as HTMLElement)).toBeNull();
    expect(readRestockMarkup(block(markup('A2').replace('data-variant-id="A2"', '')).firstElementChild as HTMLElement)).toBeNull();
  });
});

describe('showSelectedForm', () => {
  it("shows only the chosen variant's form, none without a choice", () => {
    const el = block(`<select data-variant-option-name="Format"><option value="">Format</option><option>A3</option><option>A2</option></select>${markup('A3')}${markup('A2')}`);
    const boxes = Array.from(el.querySelectorAll<HTMLElement>('.product-restock-notification'));
    const select = el.querySelector('select')!;
    showSelectedForm(el, product, boxes);
    expect(boxes.map((b) => b.hidden)).toEqual([true, true]);
    select.value = 'A2';
    showSelectedForm(el, product, boxes);
    expect(boxes.map((b) => b.hidden)).toEqual([true, false]);
    select.value = 'A3';
    showSelectedForm(el, product, boxes);
    expect(boxes.map((b) => b.hidden)).toEqual([false, true]);
  });

  it('shows the form of a product with one variant without a choice', () => {
    const one = { productType: 1, variants: [{ sku: 'ONLY', attributes: {}, qtyInStock: 0 }] } as unknown as StructuredContent;
    const el = block(markup('ONLY'));
    const boxes = Array.from(el.querySelectorAll<HTMLElement>('.product-restock-notification'));
    showSelectedForm(el, one, boxes);
    expect(boxes[0]?.hidden).toBe(false);
  });
});

describe('restockFailureMessage', () => {
  it('reads the message from the answer, else the fallback', () => {
    expect(restockFailureMessage({ kind: 'server', status: 400, message: 'Refusé.', fieldErrors: {} })).toBe('Refusé.');
    for (const error of [{ kind: 'server', status: 500, message: null, fieldErrors: {} }, { kind: 'network' }, { kind: 'timeout' }, { kind: 'invalid-response', detail: '' }] as const) {
      expect(restockFailureMessage(error)).toBe("Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.");
    }
    expect(restockFailureMessage({ kind: 'rate-limited' })).toBe('Veuillez réessayer dans quelques secondes.');
  });
});
