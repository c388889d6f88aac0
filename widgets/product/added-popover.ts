import type { Product } from '../../src/contract/product';
import { CHECKOUT_PATH } from '../../src/domain/cart-rules';
import { POPOVER, popoverTops } from '../../src/domain/popover-position';
import { frPurchase } from '../../src/i18n/purchase';
import { icon } from '../common/icons';
import { addedItem } from './added-item';

const CART_PATH = '/cart';

/**
 * The product-added popover (docs/behaviour.md §4, 9; issue 3 point 9), loaded lazily after the
 * first add: in the top layer through the Popover API where the browser has it, a
 * polite role="status" so screen readers announce it without moving focus; it removes
 * itself after 3000 ms, on its close button, or on Escape. Stacked popovers sit 33 px
 * from the top (below a header still in view) with 16 px between them, re-placed on
 * scroll at most every 100 ms.
 * Accessibility (issue 15 points 2, 3, 5; issue 32 row 9): the status region is in the tree
 * before its text is written (then announced); it sits right after the add button in the
 * tree, so the next Tab from the button reaches it; the timer waits while the pointer or
 * focus is inside, or keyboard focus is on the button (WCAG 2.2.1), and starts again when
 * they leave; closing with focus inside gives focus back to the add button; it opens inside
 * the topmost open modal dialog (Quick View), where it is reachable and announced, and
 * Escape closes only the topmost layer.
 */
const open: HTMLElement[] = [];
let lastScroll = 0;
let pendingScroll: ReturnType<typeof setTimeout> | undefined;

const headerBottom = (): number => {
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
};

/** Phones: the popovers sit at the bottom, newest lowest, never over the product's title at the top (issue 25 point 4). */
const PHONE = '(max-width: 40rem)';

const place = () => {
  if (window.matchMedia?.(PHONE).matches) {
    let bottom = POPOVER.gapPx;
    for (const p of [...open].reverse()) {
      Object.assign(p.style, { top: 'auto', bottom: `${bottom}px` });
      bottom += p.offsetHeight + POPOVER.gapPx;
    }
    return;
  }
  const tops = popoverTops(open.map((p) => p.offsetHeight), headerBottom());
  open.forEach((p, i) => Object.assign(p.style, { top: `${tops[i]}px`, bottom: 'auto' }));
};

const onScroll = () => {
  const wait = lastScroll + POPOVER.scrollThrottleMs - Date.now();
  if (pendingScroll !== undefined) return;
  pendingScroll = setTimeout(() => {
    pendingScroll = undefined;
    lastScroll = Date.now();
    place();
  }, Math.max(0, wait));
};

/** The topmost open modal dialog, if any: the page outside it is inert. */
const topModal = (): HTMLDialogElement | undefined =>
  [...document.querySelectorAll('dialog[open]')].reverse().find((d): d is HTMLDialogElement => {
    try {
      return d.matches(':modal');
    } catch {
      return true;
    }
  });

/** Escape closes the newest popover when it is the topmost layer (no modal above it), and nothing else. */
const onKey = (e: KeyboardEvent) => {
  const pop = open[open.length - 1];
  if (e.key !== 'Escape' || !pop || e.defaultPrevented) return;
  const modal = topModal();
  if (modal && !modal.contains(pop)) return; // the dialog above it closes
  e.preventDefault(); // the dialog it sits in stays open
  pop.dispatchEvent(new Event('sf-close'));
};

/** Time the status region is in the tree, empty, before its text is written (then said). */
const ANNOUNCE_DELAY_MS = 100;

/** What the popover says about the added item besides its title (issue 25 point 4); each part optional. */
export interface AddedItem {
  /** The item's picture (./product-image.ts); none when the product has no picture. */
  readonly image?: { img: HTMLImageElement; place: (eager?: boolean) => void } | null;
  /** The chosen options, "Taille : M · Couleur : Blanc". */
  readonly options?: string;
  readonly quantity?: number;
  /** The line's price, formatted. */
  readonly price?: string;
}

const text = (tag: string, className: string, content: string): HTMLElement => {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = content;
  return el;
};

/** The item's summary: thumbnail, title, chosen options, quantity and price. */
const itemSummary = (productTitle: string, item: AddedItem): HTMLElement => {
  const box = document.createElement('div');
  box.className = 'sf-added-popover__item';
  if (item.image) box.append(item.image.img);
  const words = document.createElement('div');
  words.append(text('p', 'sf-added-popover__title', productTitle));
  if (item.options) words.append(text('p', 'sf-added-popover__meta', item.options));
  const line = [item.quantity !== undefined ? frPurchase.addedQuantity.replace('{count}', String(item.quantity)) : '', item.price ?? ''].filter(Boolean).join(' · ');
  if (line) words.append(text('p', 'sf-added-popover__meta', line));
  box.append(words);
  return box;
};

const action = (href: string, label: string, className: string): HTMLAnchorElement => {
  const link = document.createElement('a');
  link.href = href;
  link.className = className;
  link.textContent = label;
  return link;
};

/** The popover's box: its actions and close button now, its heading and item once it is in the tree (then said). */
const popoverBox = (productTitle: string, item: AddedItem) => {
  const pop = document.createElement('div');
  pop.className = 'sf-added-popover';
  pop.setAttribute('role', 'status');
  pop.setAttribute('aria-live', 'polite');
  const canPopover = 'showPopover' in pop;
  if (canPopover) pop.setAttribute('popover', 'manual');
  // placement is the SDK's (docs/behaviour.md §9); the look is the theme's (docs/theming.md)
  Object.assign(pop.style, { position: 'fixed', inset: 'auto 16px auto auto', margin: '0', zIndex: '2147483000' });
  const actions = document.createElement('div');
  actions.className = 'sf-added-popover__actions';
  actions.append(action(CART_PATH, frPurchase.viewCart, 'sf-button sf-button--secondary'), action(CHECKOUT_PATH, frPurchase.checkout, 'sf-button'));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sf-added-popover__close';
  close.setAttribute('aria-label', frPurchase.closeNotice);
  close.append(icon('close'));
  pop.append(actions, close);
  const fill = () => {
    const heading = text('strong', 'sf-added-popover__heading', frPurchase.addedToCart);
    heading.prepend(icon('check'));
    pop.prepend(heading, itemSummary(productTitle, item));
    item.image?.place();
    place();
  };
  return { pop, close, canPopover, fill };
};

/** Keyboard focus on the opener: the shopper is one Tab away from the popover (issue 32 row 9). */
const onTheWay = (opener: HTMLElement | null | undefined): boolean => {
  if (!opener || opener !== document.activeElement) return false;
  try {
    return opener.matches(':focus-visible');
  } catch {
    return false; // no :focus-visible: a click's focus would hold the popover forever
  }
};

/**
 * The popover's 3000 ms, counted only while the shopper is elsewhere (WCAG 2.2.1): not while
 * the pointer or focus is inside, nor while keyboard focus is on the button that opened it
 * (the next Tab reaches it). Starts again when they leave. Returns the stop.
 */
const lifetime = (pop: HTMLElement, opener: HTMLElement | null | undefined, remove: () => void): (() => void) => {
  const ac = new AbortController();
  let hovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const count = () => {
    clearTimeout(timer);
    if (pop.isConnected && !hovered && !pop.contains(document.activeElement) && !onTheWay(opener)) timer = setTimeout(remove, POPOVER.lifetimeMs);
  };
  const later = () => setTimeout(count); // once focus has landed
  const on = (target: EventTarget, type: string, fn: () => void) => target.addEventListener(type, fn, { signal: ac.signal });
  on(pop, 'pointerenter', () => ((hovered = true), count()));
  on(pop, 'pointerleave', () => ((hovered = false), count()));
  on(pop, 'focusin', count);
  on(pop, 'focusout', later);
  if (opener) ['focusin', 'focusout'].forEach((type) => on(opener, type, later));
  count();
  return () => {
    clearTimeout(timer);
    ac.abort();
  };
};

/**
 * In the tree right after the add button's wrapper, so it follows the button in focus order
 * (issue 32 row 9: one Tab from the button), inside the Quick View dialog when the button is
 * there; else at the end of the topmost modal dialog or of the page. Shown in the top layer.
 */
const attach = (pop: HTMLElement, opener: HTMLElement | null | undefined): void => {
  const modal = topModal();
  const anchor = opener?.isConnected ? (opener.closest('.sqs-add-to-cart-button-wrapper') ?? opener) : null;
  if (anchor && (!modal || modal.contains(anchor))) anchor.after(pop);
  else (modal || document.body).append(pop);
};

export const showAddedPopover = (productTitle: string, opener?: HTMLElement | null, item: AddedItem = {}): HTMLElement => {
  const { pop, close, canPopover, fill } = popoverBox(productTitle, item);
  const filling = setTimeout(fill, ANNOUNCE_DELAY_MS);
  const remove = () => {
    stop();
    clearTimeout(filling);
    const hadFocus = pop.contains(document.activeElement);
    const i = open.indexOf(pop);
    if (i >= 0) open.splice(i, 1);
    if (canPopover && pop.matches(':popover-open')) pop.hidePopover();
    pop.remove();
    if (hadFocus && opener?.isConnected) opener.focus();
    if (!open.length) {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    }
    place();
  };
  close.addEventListener('click', remove);
  pop.addEventListener('sf-close', remove);
  if (!open.length) {
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  open.push(pop);
  attach(pop, opener);
  if (canPopover) pop.showPopover();
  place();
  const stop = lifetime(pop, opener, remove);
  return pop;
};

/** The popover of an add from a product block: the item's picture, chosen options, quantity and line price (./added-item.ts). */
export const showAddedItem = (product: Product, title: string, line: { sku: string; quantity: number }, locale: string, opener: HTMLElement | null): HTMLElement =>
  showAddedPopover(title, opener, addedItem(product, line.sku, line.quantity, locale));
