// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocus } from '../../../../widgets/common/keep-focus';

/** Issue 15 point 1: a re-render that replaces the focused control moves focus to its counterpart. */
const root = () => {
  const el = document.body.appendChild(document.createElement('div'));
  el.innerHTML = '<a href="/a">Autre</a><input aria-label="Code promo" value="BIENVENUE"><a href="/checkout">Passer la commande</a>';
  return el;
};
const rerender = (el: HTMLElement) => () => (el.innerHTML = el.innerHTML.replace('value="BIENVENUE"', 'value="BIENVENUE" class="live"'));

describe('keepFocus', () => {
  afterEach(() => document.body.replaceChildren());

  it('focuses the control with the same role and name in the new markup', () => {
    const el = root();
    el.querySelector<HTMLElement>('a[href="/checkout"]')!.focus();
    keepFocus(el, rerender(el));
    expect(document.activeElement?.textContent).toBe('Passer la commande');
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('keeps the caret of a text field', () => {
    const el = root();
    const input = el.querySelector('input')!;
    input.focus();
    input.setSelectionRange(2, 5);
    keepFocus(el, rerender(el));
    const next = document.activeElement as HTMLInputElement;
    expect(next.className).toBe('live');
    expect([next.selectionStart, next.selectionEnd]).toEqual([2, 5]);
  });

  it('leaves focus alone when it was elsewhere or survived', () => {
    const el = root();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    keepFocus(el, rerender(el));
    expect(document.activeElement).toBe(outside);
    const link = el.querySelector<HTMLElement>('a')!;
    link.focus();
    keepFocus(el, () => el.append(' '));
    expect(document.activeElement).toBe(link);
  });
});
