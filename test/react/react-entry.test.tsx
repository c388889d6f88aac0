import { type ReactNode, act, version } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddEntryResponse } from '../../src/contract/calls';
import { AddEntryResponseSchema, GetCartResponseSchema } from '../../src/contract/calls';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import { cart as cartOf, entry as cartEntry } from '../support/cart-fixtures';
import { $cart } from '../../src/state/cart';
import { AddToCartButton, CartPill, type UseAddToCart, useAddToCart, useCart } from '../../widgets/react/index';

/**
 * The React entry on real React 19 (vitest.react.config.ts, no preact alias): the
 * button's machine with its docs/behaviour.md §9 timings and the 429 alert, the pill following
 * an add, and useCart loading only by docs/behaviour.md §4's rule.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const entry = cartEntry({ chosenVariant: { sku: 'TEE-S-BLANC', attributes: { Taille: 'S' } } });
const cart = (entries: CartEntry[]) => cartOf(entries, { taxCents: 0, shippingCostCents: 0, grandTotalCents: entries.reduce((s, e) => s + e.purchasePriceCents * e.quantity, 0) });
// parsed with the shared contract, so the stub answers exactly what the client accepts
const added: AddEntryResponse = AddEntryResponseSchema.parse({ shoppingCart: cart([entry]), newlyAdded: entry });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let errors: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let host: HTMLElement;
let root: Root;

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

beforeEach(() => {
  $cart.set(undefined);
  clearCookies();
  errors = vi.spyOn(console, 'error');
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  expect(errors).not.toHaveBeenCalled(); // no React warning (unknown props, act, nesting)
  errors.mockRestore();
  host.remove();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCookies();
});

const render = (node: ReactNode) => act(() => root.render(node));
/** Lets the stubbed fetch and the client's promises finish. */
const settle = () => act(async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
});
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const button = () => host.querySelector<HTMLElement>('[role="button"]')!;
const click = () => act(() => button().click());

describe('AddToCartButton (React entry)', () => {
  it('renders with the real React, not the preact shim', () => {
    expect(version).toMatch(/^19\./);
  });

  it('goes adding, added 1 s after the answer, idle 2 s later', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, added));
    render(<AddToCartButton itemId="tee-classic" sku="TEE-S-BLANC" quantity={1} />);
    expect(button().textContent).toBe('Add To Cart');
    click();
    expect(button().textContent).toBe('Ajout en cours...');
    expect(button().hasAttribute('aria-busy')).toBe(false); // the live child says the state (issue 15 point 5)
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/commerce/shopping-cart/entries');
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 'tee-classic', sku: 'TEE-S-BLANC', quantity: 1, additionalFields: null });
    await advance(999);
    expect(button().textContent).toBe('Ajout en cours...');
    await advance(1);
    expect(button().textContent).toBe('Ajout effectué !');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    click(); // locked: no second add
    await advance(2000);
    expect(button().textContent).toBe('Add To Cart');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($cart.get()?.totalQuantity).toBe(1);
  });

  it('shows the alert with the 429 message, then goes back to idle', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(429, {}));
    render(<AddToCartButton itemId="tee-classic" sku="TEE-S-BLANC" label="Acheter" />);
    act(() => button().focus());
    click();
    await settle();
    const dialog = document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('Veuillez réessayer dans quelques secondes.');
    expect(dialog.getAttribute('aria-labelledby')).toBe('sf-alert-message');
    expect(dialog.querySelector('h2')).toBeNull(); // docs/behaviour.md §8: a 429 is shown as-is, untitled
    await advance(1000);
    expect(button().textContent).toBe('Acheter');
    act(() => dialog.close());
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });
});

describe('CartPill (React entry)', () => {
  it('is hidden at 0 and shows "1 article" after an add', async () => {
    fetchMock.mockResolvedValue(json(200, added));
    render(
      <>
        <CartPill href="/cart" currency="EUR" />
        <AddToCartButton itemId="tee-classic" sku="TEE-S-BLANC" />
      </>,
    );
    await settle();
    const pill = host.querySelector('a')!;
    expect(pill.getAttribute('href')).toBe('/cart');
    expect(pill.hidden).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled(); // no cart cookie: nothing to load
    click();
    await settle();
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sf-cart-pill__count')?.textContent).toBe('1 article');
    expect(pill.querySelector('.sf-cart-pill__subtotal')?.textContent).toMatch(/25,00/);
    expect(pill.getAttribute('aria-label')).toMatch(/^1 article, 25,00\s€$/); // count and subtotal apart (issue 14 point 5)
  });
});

describe('CartPill: currency and locale (issue 27 point 4)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    $cart.set(cart([entry])); // 25,00 in the cart: no call
  });
  afterEach(() => {
    warn.mockRestore();
    document.getElementById('storefront-config')?.remove();
    vi.unstubAllEnvs();
  });
  const configBlock = (json: unknown) => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'storefront-config', textContent: JSON.stringify(json) });
    document.head.append(block);
  };
  const label = () => host.querySelector('a')!.getAttribute('aria-label');

  it("takes them from the page's configuration block first, then from the props", () => {
    configBlock({ currency: 'EUR', locale: 'fr-FR' });
    render(<CartPill currency="USD" locale="en-US" />);
    expect(label()).toMatch(/^1 article, 25,00\s€$/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a configuration block, from the props, and says nothing', () => {
    render(<CartPill currency="GBP" locale="en-GB" />);
    expect(label()).toBe('1 article, £25.00');
    expect(warn).not.toHaveBeenCalled();
  });

  it('with neither, says nothing in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    render(<CartPill locale="fr-FR" />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('with neither, warns in development, once, and falls back to USD', () => {
    render(<CartPill locale="fr-FR" />);
    render(<CartPill locale="fr-FR" className="autre" />);
    expect(label()).toMatch(/^1 article, 25,00\s\$US$/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<CartPill> has no currency: .*#storefront-config.* uses USD/);
  });
});

describe('useCart (React entry)', () => {
  const seen: Array<ShoppingCart | null | undefined> = [];
  function Probe() {
    seen.push(useCart());
    return null;
  }
  beforeEach(() => void (seen.length = 0));

  it('does not load without a cart cookie: null, no call', async () => {
    render(<Probe />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(seen.at(-1)).toBeNull();
  });

  it('loads the cart when a cart cookie exists', async () => {
    document.cookie = 'CART=abc; path=/';
    const loaded = GetCartResponseSchema.parse(cart([entry]));
    fetchMock.mockResolvedValue(json(200, loaded));
    render(<Probe />);
    expect(seen[0]).toBeUndefined();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/api\/commerce\/shopping-cart\?/);
    expect(seen.at(-1)?.totalQuantity).toBe(1);
  });
});

describe('useAddToCart (React entry)', () => {
  it('reports adding, then the typed error and its message', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Stock épuisé' }));
    let hook: UseAddToCart | undefined;
    function Probe() {
      hook = useAddToCart();
      return null;
    }
    render(<Probe />);
    expect(hook?.status).toBe('idle');
    let done: ReturnType<UseAddToCart['add']> | undefined;
    act(() => void (done = hook!.add({ itemId: 'tee-classic', sku: 'TEE-S-BLANC' })));
    expect(hook?.status).toBe('adding');
    await settle();
    expect((await done!).ok).toBe(false);
    expect(hook?.status).toBe('failed');
    expect(hook?.error).toEqual({
      error: { kind: 'server', status: 500, message: 'Stock épuisé', fieldErrors: {} },
      message: 'Stock épuisé',
      title: "Impossible d'ajouter l'article",
    });
  });
});
