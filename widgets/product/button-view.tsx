import { createRoot } from 'react-dom/client';
import { buttonLabel } from '../../src/domain/add-button-label';
import { emit } from '../../src/runtime/events';
import type { Unmount } from '../../src/runtime/host';
import { nextTask } from '../../src/runtime/next-task';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';

/**
 * Shows the product block's add-to-cart button. A text button is adopted: the
 * server-rendered one is given, in place, what AddToCartButton renders when idle (its
 * classes, role, label and polite live child), and the component renders over the same
 * nodes on the first click or Enter/Space, which it then handles; so a mount costs no
 * render, and the first render keeps the nodes (focus, the live child) as they are. An
 * add-on block's icon button is rendered at once, in a task of its own.
 * Unmounting puts back the server's markup.
 */
export const showButton = async (wrapper: HTMLElement, button: Element, props: AddToCartButtonProps): Promise<Unmount> => {
  const original = Array.from(wrapper.childNodes, (n) => n.cloneNode(true));
  const root = createRoot(wrapper);
  const restore = () => {
    root.unmount();
    wrapper.replaceChildren(...original);
  };
  const inner = button.querySelector('.sqs-add-to-cart-button-inner');
  if (props.addOn || !inner) {
    await nextTask(); // a render: after the mount's checks, not in the same task
    const focused = wrapper.contains(document.activeElement);
    wrapper.replaceChildren();
    root.render(<AddToCartButton {...props} />);
    if (focused) wrapper.querySelector<HTMLElement>('[role="button"]')?.focus(); // focus is never lost to <body> (issue 15 point 1)
    return restore;
  }
  // what AddToCartButton renders when idle (its render is the reference: test/unit/widgets/product/button-view.test.tsx)
  button.classList.add('sf-add-button', 'sf-add-button--idle');
  if (props.soldOut) {
    button.classList.add('sf-add-button--sold-out');
    button.setAttribute('aria-disabled', 'true');
  }
  button.setAttribute('role', 'button');
  button.setAttribute('tabindex', '0');
  inner.setAttribute('aria-live', 'polite');
  inner.textContent = buttonLabel({ state: 'idle', soldOut: props.soldOut, cue: false, idle: props.idle });
  // only the nodes the component renders (no blank text around them), so its first render moves none;
  // the others are removed around them (a node moved, even in place, loses focus)
  const keep = (parent: Node, child: Node) => Array.from(parent.childNodes).forEach((n) => n === child || n.remove());
  keep(wrapper, button);
  keep(button, inner);
  emit('add-to-cart', { itemId: props.itemId, status: '' });
  const ac = new AbortController();
  const render = (e: Event) => {
    ac.abort();
    let view: AddToCartButton | null = null;
    root.render(
      <AddToCartButton
        {...props}
        announced
        ref={(c) => {
          view = c;
        }}
      />,
    );
    (view as AddToCartButton | null)?.click();
    e.preventDefault(); // Space would scroll the page
  };
  button.addEventListener('click', render, { signal: ac.signal });
  button.addEventListener('keydown', (e) => /^(Enter| )$/.test((e as KeyboardEvent).key) && render(e), { signal: ac.signal });
  return () => {
    ac.abort();
    restore();
  };
};
