// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../widgets/product/index';

/** The product island's mount: bad markup, reviews, Quick View only on the list page, unmount restores. */
const product = { id: 'mug', title: 'Mug', structuredContent: { productType: 1, variants: [{ sku: 'MUG', qtyInStock: 3, priceMoney: { value: '12', currency: 'EUR' } }] } };
const block = (json: string, extra = '') => {
  const el = document.createElement('div');
  el.dataset.storefront = 'product';
  el.dataset.itemId = 'mug';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-storefront-json', '');
  script.textContent = json;
  el.append(script);
  el.insertAdjacentHTML(
    'beforeend',
    `<div class="product-price">12,00 €</div><div class="product-reviews">Avis</div>${extra}` +
      '<div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button" tabindex="0" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>',
  );
  document.body.append(el);
  return el;
};
const host = (config: unknown) => ({ config, base: '/chunks/' });

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('product island mount', async () => {
  it('keeps a block with malformed JSON as rendered, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = block('{"id": ');
    const html = el.innerHTML;
    expect(await mount(el, host({}))).toBeUndefined();
    expect(el.innerHTML).toBe(html);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('malformed');
  });

  it('hides reviews unless review display is enabled, and restores the block on unmount', async () => {
    const el = block(JSON.stringify(product));
    const html = el.innerHTML;
    const unmount = await mount(el, host({ merchandising: { displayNativeProductReviewsEnabled: false } }));
    expect(el.querySelector<HTMLElement>('.product-reviews')!.hidden).toBe(true);
    expect(el.querySelector('.sf-add-button')?.textContent).toBe('Add To Cart');
    unmount?.();
    expect(el.querySelector('.sf-add-button')).toBeNull();
    expect(el.innerHTML.replace(' hidden=""', '')).toBe(html);

    const shown = block(JSON.stringify(product));
    await mount(shown, host({ merchandising: { displayImportedProductReviewsEnabled: true } }));
    expect(shown.querySelector<HTMLElement>('.product-reviews')!.hidden).toBe(false);
  });

  it('hides a quantity input the rules of docs/behaviour.md §5 do not show, and brings it back on unmount', async () => {
    const input = '<div class="product-quantity-input"><input aria-label="Quantity" type="number" value="1"></div>';
    const service = block(JSON.stringify({ ...product, structuredContent: { ...product.structuredContent, productType: 3 } }), input);
    const unmount = await mount(service, host({ store: { multipleQuantityAllowedForServices: false } }));
    expect(service.querySelector<HTMLElement>('.product-quantity-input')!.hidden).toBe(true);
    unmount?.();
    expect(service.querySelector<HTMLElement>('.product-quantity-input')!.hidden).toBe(false);
    const physical = block(JSON.stringify(product), input);
    await mount(physical, host({}));
    expect(physical.querySelector<HTMLElement>('.product-quantity-input')!.hidden).toBe(false);
  });

  it('wires Quick View only on the product list page', async () => {
    const quick = '<span class="sqs-product-quick-view-button" role="button" tabindex="0">Quick View</span>';
    const onItemPage = block(JSON.stringify(product), quick);
    await mount(onItemPage, host({ pageType: 50, collectionType: 13 }));
    const showModal = vi.fn();
    HTMLDialogElement.prototype.showModal = showModal;
    onItemPage.querySelector<HTMLElement>('.sqs-product-quick-view-button')!.click();
    expect(document.querySelector('dialog')).toBeNull();
  });
});
