import '../shared/eager';
import { POPOVER, popoverTops } from '../../src/domain/popover-position';
import { frPurchase } from '../../src/i18n/purchase';

/**
 * The product-added popover (SPEC.md 4, 9; issue 3 point 9), loaded lazily after the
 * first add: in the top layer through the Popover API where the browser has it, a
 * polite role="status" so screen readers announce it without moving focus; it removes
 * itself after 3000 ms, on its close button, or on Escape. Stacked popovers sit 33 px
 * from the top (below a header still in view) with 16 px between them, re-placed on
 * scroll at most every 100 ms.
 */
const open: HTMLElement[] = [];
let lastScroll = 0;
let pendingScroll: ReturnType<typeof setTimeout> | undefined;

const headerBottom = (): number => {
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
};

const place = () => {
  const tops = popoverTops(open.map((p) => p.offsetHeight), headerBottom());
  open.forEach((p, i) => (p.style.top = `${tops[i]}px`));
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

const onKey = (e: KeyboardEvent) => {
  if (e.key === 'Escape') open[open.length - 1]?.dispatchEvent(new Event('sf-close'));
};

export const showAddedPopover = (productTitle: string): HTMLElement => {
  const pop = document.createElement('div');
  pop.className = 'sf-added-popover';
  pop.setAttribute('role', 'status');
  pop.setAttribute('aria-live', 'polite');
  const canPopover = 'showPopover' in pop;
  if (canPopover) pop.setAttribute('popover', 'manual');
  // placement is the SDK's (SPEC.md 9); the look is the theme's through --sf-popover-* (docs/api.md "Theming")
  Object.assign(pop.style, {
    position: 'fixed', inset: 'auto 16px auto auto', margin: '0', zIndex: '2147483000', maxWidth: '20rem',
    padding: '12px 40px 12px 16px', background: 'var(--sf-popover-background, #fff)', color: 'var(--sf-popover-color, #1d1d1f)',
    border: 'var(--sf-popover-border, 1px solid #ddd)', borderRadius: 'var(--sf-popover-radius, 8px)',
    boxShadow: 'var(--sf-popover-shadow, 0 4px 16px rgb(0 0 0 / 20%))', font: 'var(--sf-popover-font, inherit)',
  });
  const heading = document.createElement('strong');
  heading.textContent = frPurchase.addedToCart;
  const name = document.createElement('p');
  name.style.margin = '4px 0';
  name.textContent = productTitle;
  const link = document.createElement('a');
  link.href = '/cart';
  link.textContent = frPurchase.viewCart;
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', frPurchase.close);
  close.textContent = '×';
  Object.assign(close.style, { position: 'absolute', top: '6px', right: '8px', border: '0', background: 'none', color: 'inherit', fontSize: '20px', cursor: 'pointer' });
  pop.append(heading, name, link, close);

  const remove = () => {
    clearTimeout(timer);
    const i = open.indexOf(pop);
    if (i >= 0) open.splice(i, 1);
    if (canPopover && pop.matches(':popover-open')) pop.hidePopover();
    pop.remove();
    if (!open.length) {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    }
    place();
  };
  const timer = setTimeout(remove, POPOVER.lifetimeMs);
  close.addEventListener('click', remove);
  pop.addEventListener('sf-close', remove);
  if (!open.length) {
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  open.push(pop);
  document.body.append(pop);
  if (canPopover) pop.showPopover();
  place();
  return pop;
};
