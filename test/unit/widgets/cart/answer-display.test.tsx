// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigSchema } from '../../../../src/contract/config';
import { $cart } from '../../../../src/state/cart';
import { mount } from '../../../../widgets/cart/index';
import { cart, entry } from '../../../support/cart-fixtures';

vi.stubGlobal('BroadcastChannel', undefined);

/** Issue 10: the cart words answers written by the form engine in their kind's shape. */
describe('custom form answers on the cart page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    $cart.set(undefined);
    vi.unstubAllGlobals();
    vi.stubGlobal('BroadcastChannel', undefined);
  });

  it('shows dates and likert scores by the form model once its display has loaded', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const el = document.createElement('div');
    document.body.append(el);
    const answers = JSON.stringify([
      { id: 'd', type: 'date', rawTitle: 'Date', value: { Month: '2', Day: '29', Year: '2024' } },
      { id: 'l', type: 'likert', rawTitle: 'Avis', value: { Accueil: '2' } },
      { label: 'Ancien', value: 'texte' },
    ]);
    mount(el, { config: SiteConfigSchema.parse({ currency: 'EUR', locale: 'fr-FR' }), base: '/' });
    $cart.set(cart([entry({ additionalFields: answers })]));
    await vi.waitFor(() => expect(el.querySelector('.cart-entry-answers')?.textContent).toContain('Date : 29/2/2024'), { timeout: 5000 }); // the form chunk's import, slow on a busy machine
    const text = el.querySelector('.cart-entry-answers')?.textContent ?? '';
    expect(text).toContain('Avis : Accueil : Strongly Agree');
    expect(text).toContain('Ancien : texte');
  });
});
