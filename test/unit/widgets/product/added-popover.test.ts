// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAddedPopover } from '../../../../widgets/product/added-popover';

/**
 * Issue 15 points 2, 3, 5: the popover's status region is in the tree before its text,
 * its timer waits while focus or the pointer is inside, focus goes back to the add
 * button. The top layer, modal dialogs and Escape between them: test/e2e/keyboard.e2e.ts.
 */
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('the product-added popover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('is an empty status region first, then gets its text', () => {
    const pop = showAddedPopover('Carnet');
    expect(pop.getAttribute('role')).toBe('status');
    expect(pop.textContent).not.toContain('Ajouté au panier');
    vi.advanceTimersByTime(100);
    expect(pop.textContent).toContain('Ajouté au panier');
    expect(pop.textContent).toContain('Carnet');
  });

  it('waits while focused or hovered, then removes itself 3000 ms after they leave', () => {
    const pop = showAddedPopover('Carnet');
    const link = pop.querySelector('a')!;
    link.focus();
    vi.advanceTimersByTime(10_000);
    expect(pop.isConnected).toBe(true);
    link.blur();
    vi.advanceTimersByTime(1);
    pop.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(pop.isConnected).toBe(true);
    pop.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(2999);
    expect(pop.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(pop.isConnected).toBe(false);
  });

  it('gives focus back to the add button when it closes with focus inside', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const pop = showAddedPopover('Carnet', button);
    pop.querySelector('a')!.focus();
    escape();
    expect(pop.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
  });
  // inside the topmost modal dialog, and Escape one layer at a time: happy-dom has no modal
  // state, so test/e2e/keyboard.e2e.ts checks them in Chromium (list and Quick View journey)
});

describe('where the popover sits (issue 32 row 9)', () => {
  afterEach(() => document.body.replaceChildren());

  it('follows the add button in the tree, so the next Tab from the button reaches it', () => {
    const block = document.body.appendChild(document.createElement('div'));
    block.innerHTML = '<div class="sqs-add-to-cart-button-wrapper"><div role="button" tabindex="0">Ajouter au panier</div></div><a href="/suite">Suite</a>';
    const pop = showAddedPopover('Carnet', block.querySelector<HTMLElement>('[role="button"]'));
    expect(block.querySelector('.sqs-add-to-cart-button-wrapper')!.nextElementSibling).toBe(pop);
    pop.dispatchEvent(new Event('sf-close'));
  });

  it('goes at the end of the page without an opener in the page', () => {
    const pop = showAddedPopover('Carnet', document.createElement('button'));
    expect(document.body.lastElementChild).toBe(pop);
    pop.dispatchEvent(new Event('sf-close'));
  });
});
