// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product';
import { siteConfig } from '../../../src/runtime/settings';
import { hookRestock } from '../../../widgets/restock/hook';

/** The product block's door to the restock chunk: nothing at mount, the widget on the first gesture. */
const product = {
  productType: 1,
  variants: [
    { sku: 'A3', attributes: { Format: 'A3' }, qtyInStock: 0 },
    { sku: 'A2', attributes: { Format: 'A2' }, qtyInStock: 0 },
  ],
} as unknown as StructuredContent;

const form = (sku: string) =>
  `<div class="product-restock-notification" data-product-id="litho" data-variant-id="${sku}" hidden><form class="product-restock-form" action="#"><input type="text" name="email" placeholder="Votre e-mail"><input type="submit" value="M'avertir"></form></div>`;

const block = () => {
  const el = document.createElement('div');
  el.insertAdjacentHTML(
    'beforeend',
    `<div class="product-variants"><select data-variant-option-name="Format"><option value="">Format</option><option>A3</option><option>A2</option></select></div>${form('A3')}${form('A2')}`,
  );
  document.body.append(el);
  return el;
};
/** Waits for the lazy chunk's import: generous, since a loaded machine compiles it slowly. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 5 });

afterEach(() => document.body.replaceChildren());

describe('hookRestock', () => {
  it('does nothing at mount, mounts the forms on the first gesture and follows the picker', async () => {
    const el = block();
    const unhook = hookRestock(el, siteConfig({}), product);
    await new Promise((r) => setTimeout(r, 20));
    expect(el.querySelector('.product-restock-message')).toBeNull(); // not loaded at mount
    const select = el.querySelector('select')!;
    select.value = 'A2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => el.querySelectorAll('.product-restock-message').length === 2);
    const [a3, a2] = Array.from(el.querySelectorAll<HTMLElement>('.product-restock-notification'));
    expect([a3?.hidden, a2?.hidden]).toEqual([true, false]);
    select.value = 'A3';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect([a3?.hidden, a2?.hidden]).toEqual([false, true]);
    unhook();
    await until(() => el.querySelector('.product-restock-message') === null); // server markup back
    expect([a3?.hidden, a2?.hidden]).toEqual([true, true]);
  });

  it('keeps a submit before the widget loads on the page', () => {
    const el = block();
    hookRestock(el, siteConfig({}), product);
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    el.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('ignores a block without restock forms', () => {
    const el = document.createElement('div');
    el.innerHTML = '<form><input name="q"></form>';
    hookRestock(el, siteConfig({}), product);
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    el.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
