// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigSchema } from '../../../../src/contract/config';
import { $cart } from '../../../../src/state/cart';
import { mount } from '../../../../widgets/cart-pill/index';
import { cart, entry } from '../../../support/cart-fixtures';

// Node's BroadcastChannel reaches the other test threads: keep this file's cart to itself.
vi.stubGlobal('BroadcastChannel', undefined);

const config = SiteConfigSchema.parse({ currency: 'EUR', locale: 'fr-FR' });

/** The pill as the server renders it for an empty cart (examples/server/pages/layout.ts). */
const pill = () => {
  const el = document.createElement('a');
  el.setAttribute('data-storefront', 'cart-pill');
  el.href = '/cart';
  el.hidden = true;
  el.setAttribute('aria-label', '0 items, 0,00 €');
  el.append(Object.assign(document.createElement('span'), { className: 'sf-cart-pill__count', textContent: '0 items' }));
  document.body.append(el);
  return el;
};

/**
 * Issue 14 point 7: the cart pill's mount cost. An empty cart's pill is hidden, so it
 * formats nothing: no Intl.NumberFormat is set up (the costliest call a product page
 * made at mount) until the pill has something to show.
 */
describe('the cart pill island', () => {
  afterEach(() => {
    document.body.replaceChildren();
    $cart.set(undefined);
  });

  it('stays hidden with its server markup, and sets up no number format, while the cart is empty', () => {
    const real = Intl.NumberFormat;
    let made = 0; // formats set up, counted without changing what they do
    Intl.NumberFormat = new Proxy(real, { construct: (target, args: Parameters<typeof real>) => (made++, new target(...args)) });
    try {
      const el = pill();
      const before = el.outerHTML;
      const unmount = mount(el, { config, base: '/' });
      $cart.set(null);
      expect(el.hidden).toBe(true);
      expect(el.outerHTML).toBe(before);
      expect(made).toBe(0);
      unmount();
    } finally {
      Intl.NumberFormat = real;
    }
  });

  it('shows the count and the subtotal once the cart has an item, and hides again at 0', () => {
    const el = pill();
    const unmount = mount(el, { config, base: '/' });
    $cart.set(cart([entry({ quantity: 1 })]));
    expect(el.hidden).toBe(false);
    expect(el.querySelector('.sf-cart-pill__count')?.textContent).toBe('1 article');
    expect(el.querySelector('.sf-cart-pill__subtotal')?.textContent).toMatch(/€/);
    expect(el.getAttribute('aria-label')).toMatch(/^1 article, .+€$/);
    $cart.set(null);
    expect(el.hidden).toBe(true);
    unmount();
    expect(el.hidden).toBe(true);
    expect(el.getAttribute('aria-label')).toBe('0 items, 0,00 €');
  });
});
