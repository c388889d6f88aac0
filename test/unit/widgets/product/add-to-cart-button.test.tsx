// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Activation, AddToCartButton } from '../../../../widgets/product/add-to-cart-button';

/**
 * The button widget on the pure machine, with fake timers (docs/behaviour.md §4, 9): added 1 s
 * after success for 2 s, idle 1 s after a failure, locked while adding or added,
 * "Sélectionner une option" for 2 s, "Épuisé" disabled, add-on icons, status events.
 */
let host: HTMLElement;
let statuses: string[];
const onStatus = (e: Event) => statuses.push((e as CustomEvent<{ status: string }>).detail.status);

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  statuses = [];
  document.addEventListener('storefront:add-to-cart', onStatus);
});
afterEach(() => {
  render(null, host);
  host.remove();
  document.removeEventListener('storefront:add-to-cart', onStatus);
  vi.useRealTimers();
});

const deferred = () => {
  let resolve: (ok: boolean) => void = () => {};
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
};

const mount = (activate: () => Activation | Promise<Activation>, extra: { soldOut?: boolean; addOn?: boolean; opensForm?: boolean } = {}) => {
  act(() => {
    render(
      <AddToCartButton itemId="tee" idle="Add To Cart" soldOut={!!extra.soldOut} addOn={!!extra.addOn} opensForm={!!extra.opensForm} attributes={{ class: 'sqs-add-to-cart-button' }} activate={activate} />,
      host,
    );
  });
  return host.querySelector<HTMLElement>('[role="button"]')!;
};
const click = (el: HTMLElement) => act(() => void el.click());
const advance = async (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const settle = () => act(async () => {});

describe('AddToCartButton', () => {
  it('adding, added 1 s after success, locked, idle 2 s later', async () => {
    const call = deferred();
    const activate = vi.fn((): Activation => ({ ok: true, run: () => call.promise }));
    const button = mount(activate);
    click(button);
    expect(button.textContent).toBe('Ajout en cours...');
    // the state text is said by the live child; aria-busy would hold it back (issue 15 point 5)
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('[aria-live="polite"]')?.textContent).toBe('Ajout en cours...');
    call.resolve(true);
    await settle();
    await advance(999);
    expect(button.textContent).toBe('Ajout en cours...');
    await advance(1);
    expect(button.textContent).toBe('Ajout effectué !');
    click(button);
    expect(activate).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(button.textContent).toBe('Ajout effectué !');
    await advance(1);
    expect(button.textContent).toBe('Add To Cart');
    expect(statuses).toEqual(['', 'adding', 'added', '']);
  });

  it('goes back to idle 1 s after a failure', async () => {
    const button = mount(() => ({ ok: true, run: () => Promise.resolve(false) }));
    click(button);
    await settle();
    await advance(999);
    expect(button.textContent).toBe('Ajout en cours...');
    await advance(1);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('shows "Sélectionner une option" for 2 s on a missing option, then restores the text', async () => {
    const button = mount(() => ({ ok: false, cue: true }));
    click(button);
    expect(button.textContent).toBe('Sélectionner une option');
    await advance(1999);
    expect(button.textContent).toBe('Sélectionner une option');
    await advance(1);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('waits for checks that are still loading, ignoring clicks meanwhile, then adds', async () => {
    let answer: (a: Activation) => void = () => {};
    const activate = vi.fn(() => new Promise<Activation>((r) => (answer = r)));
    const button = mount(activate);
    click(button);
    click(button);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Add To Cart');
    answer({ ok: true, run: () => Promise.resolve(true) });
    await settle();
    expect(button.textContent).toBe('Ajout en cours...');
  });

  it('shows the cue once checks that were loading find a missing option', async () => {
    const button = mount(() => Promise.resolve<Activation>({ ok: false, cue: true }));
    click(button);
    await settle();
    expect(button.textContent).toBe('Sélectionner une option');
    await advance(2000);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('takes clicks again when the checks could not load', async () => {
    const activate = vi.fn(() => Promise.reject<Activation>(new Error('chunk')));
    const button = mount(activate);
    click(button);
    await settle();
    click(button);
    await settle();
    expect(activate).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('keeps its text when a check fails without the cue', async () => {
    const button = mount(() => ({ ok: false, cue: false }));
    click(button);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('is disabled with "Épuisé" when sold out', () => {
    const activate = vi.fn((): Activation => ({ ok: false, cue: false }));
    const button = mount(activate, { soldOut: true });
    expect(button.textContent).toBe('Épuisé');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    click(button);
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(activate).not.toHaveBeenCalled();
  });

  it('add-on blocks show plus, adding and checkmark icons, labelled by the state text', async () => {
    const button = mount(() => ({ ok: true, run: () => Promise.resolve(true) }), { addOn: true });
    const icon = () => button.querySelector('svg')?.getAttribute('data-icon');
    expect(icon()).toBe('plus');
    expect(button.getAttribute('aria-label')).toBe('Add To Cart');
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(icon()).toBe('adding');
    await settle();
    await advance(1000);
    expect(icon()).toBe('checkmark');
    expect(button.getAttribute('aria-label')).toBe('Ajout effectué !');
  });

  it('an add-on icon button says its states through its live child (issue 32 row 11)', async () => {
    const button = mount(() => ({ ok: true, run: () => Promise.resolve(true) }), { addOn: true });
    const said = () => button.querySelector('[aria-live="polite"]')?.textContent;
    expect(said()).toBe('Add To Cart');
    click(button);
    expect(said()).toBe('Ajout en cours...');
    await settle();
    await advance(1000);
    expect(said()).toBe('Ajout effectué !');
  });

  it('a button that opens the custom form does not say "Ajout en cours..." while the form is open, then says the add (issue 32 row 11)', async () => {
    const form = deferred();
    const button = mount(() => ({ ok: true, run: () => form.promise }), { opensForm: true });
    const live = () => button.querySelector('.sqs-add-to-cart-button-inner')!;
    click(button);
    expect(live().textContent).toBe('Ajout en cours...');
    expect(live().getAttribute('aria-live')).toBe('off');
    form.resolve(true);
    await settle();
    await advance(1000);
    expect(live().textContent).toBe('Ajout effectué !');
    expect(live().getAttribute('aria-live')).toBe('polite');
  });
});
