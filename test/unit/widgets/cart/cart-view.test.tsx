// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigSchema } from '../../../../src/contract/config';
import { $cart } from '../../../../src/state/cart';
import { takeQueued } from '../../../../src/tracking';
import { mount } from '../../../../widgets/cart/index';
import { cart, entry, guide } from '../../../support/cart-fixtures';

// Node's BroadcastChannel reaches the other test threads: keep this file's cart to itself.
vi.stubGlobal('BroadcastChannel', undefined);

const settle = () => new Promise((r) => setTimeout(r, 10));
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const island = (html = '<p class="cart-empty">Votre panier est vide.</p>') => {
  const el = document.createElement('div');
  el.setAttribute('data-storefront', 'cart');
  el.innerHTML = html; // test fixture: the server-rendered markup
  document.body.append(el);
  return el;
};

const config = (over: Record<string, unknown> = {}) => SiteConfigSchema.parse({ currency: 'EUR', locale: 'fr-FR', store: { minimumSubtotalCents: 1000 }, ...over });

describe('the cart island', () => {
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => {
    document.body.replaceChildren();
    $cart.set(undefined);
    takeQueued();
    vi.unstubAllGlobals();
    vi.stubGlobal('BroadcastChannel', undefined);
  });

  it('keeps the server markup until the cart is known, then renders it with the same classes', async () => {
    document.cookie = 'hasCart=true';
    // the island's mount starts tracking, whose chunk may take the queue: the events are read as they are published
    const published: string[] = [];
    const listen = (e: Event) => published.push(((e as CustomEvent).detail as { event: string }).event);
    document.addEventListener('storefront:analytics', listen);
    const el = island('<ul class="cart-entries"><li class="cart-entry">serveur</li></ul>');
    const unmount = mount(el, { config: config(), base: '/' });
    expect(text(el)).toBe('serveur');
    $cart.set(cart([entry({ quantity: 2, additionalFields: '[{"label":"Remarque","value":""}]' }), guide]));
    await settle();
    const rows = el.querySelectorAll('.cart-entry');
    expect(rows).toHaveLength(2);
    expect(text(rows[0]?.querySelector('.cart-entry-variant'))).toBe('Taille : S, Couleur : Blanc');
    expect(text(rows[0]?.querySelector('.cart-entry-total'))).toBe('50,00 €');
    expect(text(rows[0]?.querySelector('.cart-entry-answers'))).toBe('Remarque : N/A');
    expect(rows[0]?.querySelector('input[type="number"]')?.getAttribute('aria-label')).toBe('Quantité de T-shirt classique (S, Blanc)');
    expect(rows[1]?.querySelector('input')).toBeNull();
    expect(text(rows[1]?.querySelector('.cart-entry-quantity'))).toBe('× 1');
    expect(text(el.querySelector('[data-total="subtotal"]'))).toBe('59,00 €');
    expect(text(el.querySelector('[data-total="grand"]'))).toBe('76,70 €');
    expect(el.querySelector('a.cart-checkout')?.getAttribute('href')).toBe('/commerce/goto-checkout');
    await vi.waitFor(() => expect(published).toEqual(['view-cart'])); // an effect after the render
    document.removeEventListener('storefront:analytics', listen);
    unmount();
    expect(text(el)).toBe('serveur');
    document.cookie = 'hasCart=; max-age=0';
  });

  it('re-renders from the store: another tab emptying the cart shows "Votre panier est vide."', async () => {
    $cart.set(cart([entry()]));
    const el = island();
    mount(el, { config: config(), base: '/' });
    await settle();
    expect(el.querySelectorAll('.cart-entry')).toHaveLength(1);
    $cart.set(cart([]));
    await settle();
    expect(text(el.querySelector('.cart-empty'))).toBe('Votre panier est vide.');
    $cart.set(null);
    await settle();
    expect(text(el.querySelector('.cart-empty'))).toBe('Votre panier est vide.');
  });

  it('blocks checkout below the minimum subtotal', async () => {
    $cart.set(cart([guide]));
    const el = island();
    mount(el, { config: config(), base: '/' });
    await settle();
    expect(el.querySelector('a.cart-checkout')).toBeNull();
    expect(text(el.querySelector('.sf-cart__minimum'))).toBe('Le sous-total minimum pour passer commande est de 10,00 €.');
  });

  it('shows yen with 0 decimals', async () => {
    $cart.set(cart([entry({ purchasePriceCents: 3500, subTotal: { value: '3500', currency: 'JPY' } })], { shippingCostCents: 800 }));
    const el = island();
    mount(el, { config: config({ currency: 'JPY', store: {} }), base: '/' });
    await settle();
    expect(text(el.querySelector('.cart-entry-total'))).toMatch(/^3 500 (JPY|¥)$/);
    expect(text(el.querySelector('[data-total="shipping"]'))).toMatch(/^800 (JPY|¥)$/);
  });

  it('limits the quantity input to the stock the inventory call gives', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ results: [{ sku: 'TEE-S-BLANC', unlimited: false, qtyInStock: 5 }] }), { status: 200 }));
    });
    $cart.set(cart([entry({ quantity: 2 }), entry({ id: 'e3', quantity: 1 }), guide]));
    const el = island();
    mount(el, { config: config(), base: '/' });
    await settle();
    await settle();
    expect(urls).toEqual(['/api/commerce/inventory/stock/?itemId=tee-classic']);
    const inputs = el.querySelectorAll('input[type="number"]');
    expect([...inputs].map((i) => i.getAttribute('max'))).toEqual(['4', '3']);
  });

  it('asks for the stock under the configured API root (docs/behaviour.md §7)', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ results: [] }), { status: 200 }));
    });
    $cart.set(cart([entry({ quantity: 2 })]));
    mount(island(), { config: config({ apiRoot: '/boutique/api' }), base: '/' });
    await settle();
    await settle();
    expect(urls).toEqual(['/boutique/api/commerce/inventory/stock/?itemId=tee-classic']);
  });
});
