import { buttonLabel } from '../../src/domain/add-button-label';
import { emit } from '../../src/runtime/events';
import { langOf } from '../../src/i18n/catalogue';
import type { Unmount } from '../../src/runtime/host';
import { nextTask } from '../../src/runtime/next-task';
import { onGesture } from '../common/lazy-part';
import type { AddToCartButtonProps } from './add-to-cart-button';
import { buttonRenderPart as load } from './parts';

type Rendered = ReturnType<typeof import('./button-render').renderButton>;

/** Attributes of the server-rendered button as a plain record, to re-render it identically. */
export const attributesOf = (el: Element): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const attr of Array.from(el.attributes)) out[attr.name] = attr.value;
  return out;
};

/**
 * Shows the product block's add-to-cart button. A text button is adopted: the
 * server-rendered one is given, in place, what AddToCartButton renders when idle (its
 * classes, role, label and polite live child), and the component (./button-render.tsx,
 * with preact: a chunk loaded as the shopper points at, focuses or presses the button)
 * renders over the same nodes on the first click or Enter/Space, which it then handles.
 * So a product page runs no render and loads no preact at mount, and the first render
 * keeps the nodes (focus, the live child) as they are. An add-on block's icon button is
 * rendered at mount, in a task of its own. `unavailable` tells the shopper when the
 * component's chunk cannot load (offline). Unmounting puts back the server's markup.
 */
export const showButton = async (wrapper: HTMLElement, button: Element, props: AddToCartButtonProps, unavailable: () => void): Promise<Unmount> => {
  const original = Array.from(wrapper.childNodes, (n) => n.cloneNode(true));
  let rendered: Rendered | undefined;
  const restore = () => {
    rendered?.unmount();
    wrapper.replaceChildren(...original);
  };
  const inner = button.querySelector('.sqs-add-to-cart-button-inner');
  if (props.addOn || !inner) {
    const { renderButton } = await load();
    await nextTask(); // a render: after the mount's checks, not in the same task
    const focused = wrapper.contains(document.activeElement);
    wrapper.replaceChildren();
    rendered = renderButton(wrapper, props);
    if (focused) wrapper.querySelector<HTMLElement>('[role="button"]')?.focus(); // focus is never lost to <body> (issue 15 point 1)
    return restore;
  }
  adoptIdle(wrapper, button, inner, props);
  const ac = new AbortController();
  let pressed = false; // one press at a time while the chunk loads
  const press = (e: Event) => {
    e.preventDefault(); // Space would scroll the page
    if (pressed || props.soldOut) return; // a sold-out button does nothing (the component's own rule)
    pressed = true;
    load().then(
      ({ renderButton }) => {
        if (ac.signal.aborted) return; // unmounted meanwhile
        ac.abort();
        rendered = renderButton(wrapper, { ...props, announced: true });
        rendered.click();
      },
      () => {
        pressed = false;
        unavailable();
      },
    );
  };
  const on = (type: string, fn: (e: Event) => void) => button.addEventListener(type, fn, { signal: ac.signal });
  const preload = () => void load().catch(() => {}); // a failure is tried again by the next gesture
  onGesture(button, preload, ac.signal);
  if (button.contains(document.activeElement)) preload(); // focused before the mount: reached for already
  on('click', press);
  on('keydown', (e) => /^(Enter| )$/.test((e as KeyboardEvent).key) && press(e));
  return () => {
    ac.abort();
    restore();
  };
};

/**
 * What AddToCartButton renders when idle, given to the server's button in place (its render
 * is the reference: test/unit/widgets/product/button-view.test.tsx), and the `add-to-cart`
 * event it sends when it shows.
 */
const adoptIdle = (wrapper: HTMLElement, button: Element, inner: Element, props: AddToCartButtonProps): void => {
  button.classList.add('sf-add-button', 'sf-add-button--idle');
  if (props.soldOut) {
    button.classList.add('sf-add-button--sold-out');
    button.setAttribute('aria-disabled', 'true');
  }
  button.setAttribute('role', 'button');
  button.setAttribute('tabindex', '0');
  inner.setAttribute('aria-live', 'polite');
  inner.textContent = buttonLabel({ state: 'idle', soldOut: props.soldOut, soldOutText: props.soldOutText, cue: false, idle: props.idle });
  const lang = langOf(inner.textContent); // the platform's English default on a French page (issue 32 row 6)
  if (lang) inner.setAttribute('lang', lang);
  // only the nodes the component renders (no blank text around them), so its first render moves none;
  // the others are removed around them (a node moved, even in place, loses focus)
  const keep = (parent: Node, child: Node) => Array.from(parent.childNodes).forEach((n) => n === child || n.remove());
  keep(wrapper, button);
  keep(button, inner);
  emit('add-to-cart', { itemId: props.itemId, status: '' });
};
