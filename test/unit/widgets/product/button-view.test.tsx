// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Activation, AddToCartButton, type AddToCartButtonProps } from '../../../../widgets/product/add-to-cart-button';
import { attributesOf, showButton } from '../../../../widgets/product/button-view';

const unavailable = () => {
  throw new Error('the button chunk is there in these tests');
};

/**
 * The product block's button at mount (widgets/product/button-view.tsx): the server's
 * text button is adopted in place as AddToCartButton renders it when idle, and the
 * component takes over the same nodes on the first click or Enter/Space.
 */
const SERVER =
  '\n  <div class="sqs-add-to-cart-button sqs-button-element--primary " role="button" tabindex="0" data-item-id="tee" data-original-label="Add To Cart">\n' +
  '    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>\n  </div>\n';

let statuses: string[];
const onStatus = (e: Event) => statuses.push((e as CustomEvent<{ status: string }>).detail.status);

const serverBlock = () => {
  const wrapper = document.createElement('div');
  wrapper.className = 'sqs-add-to-cart-button-wrapper';
  wrapper.innerHTML = SERVER;
  document.body.append(wrapper);
  return { wrapper, button: wrapper.querySelector<HTMLElement>('.sqs-add-to-cart-button')! };
};
const propsFor = (button: Element, activate: AddToCartButtonProps['activate'], soldOut = false): AddToCartButtonProps => ({
  itemId: 'tee',
  idle: 'Ajouter au panier',
  soldOut,
  addOn: false,
  attributes: attributesOf(button),
  activate,
});
/** An element's attributes, the class as a sorted list of its tokens. */
const shape = (el: Element | null) =>
  el && Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.name === 'class' ? a.value.split(/\s+/).filter(Boolean).sort().join(' ') : a.value]));

beforeEach(() => {
  statuses = [];
  document.addEventListener('storefront:add-to-cart', onStatus);
});
afterEach(() => {
  document.body.replaceChildren();
  document.removeEventListener('storefront:add-to-cart', onStatus);
});

describe('adopting the server-rendered add-to-cart button', () => {
  for (const soldOut of [false, true])
    it(`gives it what the component renders when idle${soldOut ? ' (sold out)' : ''}, without rendering`, async () => {
      const adopted = serverBlock();
      await showButton(adopted.wrapper, adopted.button, propsFor(adopted.button, () => ({ ok: false, cue: false }), soldOut), unavailable);
      const reference = serverBlock();
      const props = propsFor(reference.button, () => ({ ok: false, cue: false }), soldOut);
      reference.wrapper.replaceChildren();
      render(<AddToCartButton {...props} />, reference.wrapper);

      expect(adopted.wrapper.querySelector('.sqs-add-to-cart-button')).toBe(adopted.button); // the server's node, kept
      expect(shape(adopted.button)).toEqual(shape(reference.wrapper.firstElementChild));
      const inner = (w: HTMLElement) => w.querySelector('.sqs-add-to-cart-button-inner');
      expect(shape(inner(adopted.wrapper))).toEqual(shape(inner(reference.wrapper)));
      expect(adopted.button.textContent!.trim()).toBe(reference.wrapper.textContent);
      expect(statuses).toEqual(['', '']); // one idle status each
    });

  it('renders over the same nodes on the first click, which it handles, and tells the idle status once', async () => {
    const { wrapper, button } = serverBlock();
    const activate = vi.fn((): Activation => ({ ok: true, run: () => new Promise<boolean>(() => {}) }));
    button.focus(); // a keyboard user on the button before the mount
    await showButton(wrapper, button, propsFor(button, activate), unavailable);
    expect(document.activeElement).toBe(button);
    button.click();
    button.click(); // a second click while the component's chunk loads: one press
    await vi.waitFor(() => expect(button.classList.contains('sf-add-button--adding')).toBe(true));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(wrapper.querySelector('.sqs-add-to-cart-button')).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.classList.contains('sf-add-button--adding')).toBe(true);
    expect(button.textContent).toBe('Ajout en cours...');
    expect(statuses).toEqual(['', 'adding']);
    button.click(); // locked while adding: the component's own click now
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('starts on Enter, and on Space without scrolling the page', async () => {
    for (const key of ['Enter', ' ']) {
      const { wrapper, button } = serverBlock();
      const activate = vi.fn((): Activation => ({ ok: false, cue: false }));
      await showButton(wrapper, button, propsFor(button, activate), unavailable);
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      button.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(activate).toHaveBeenCalledTimes(1));
    }
  });

  it('puts the server markup back on unmount, adopted or rendered', async () => {
    for (const click of [false, true]) {
      const { wrapper, button } = serverBlock();
      const activate = vi.fn((): Activation => ({ ok: false, cue: false }));
      const remove = await showButton(wrapper, button, propsFor(button, activate), unavailable);
      if (click) {
        button.click();
        await vi.waitFor(() => expect(activate).toHaveBeenCalledTimes(1)); // rendered
      }
      remove();
      expect(wrapper.innerHTML).toBe(SERVER);
    }
  });

  it("renders an add-on block's icon button (nothing to adopt)", async () => {
    const { wrapper, button } = serverBlock();
    await showButton(wrapper, button, { ...propsFor(button, () => ({ ok: false, cue: false })), addOn: true }, unavailable);
    expect(wrapper.querySelector('svg[data-icon="plus"]')).not.toBeNull();
  });
});
