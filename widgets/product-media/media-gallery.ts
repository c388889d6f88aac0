import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';
import { readSelection } from '../product/read-selection';
import { blockVariants, pictureForSelection } from './variant-picture';

/**
 * The product page's pictures (`.sf-product-media`): a strip of slides that scrolls and
 * snaps one picture at a time (swipe on touch, no script needed), thumbnails that show
 * their picture (arrow keys, Home and End move between them), previous/next buttons over
 * the picture, the arrow keys on the strip, a polite announcement of the picture shown,
 * and the picture of the colour the shopper chooses in the product block around it.
 */
const ICON = {
  prev: 'M15 18l-6-6 6-6',
  next: 'M9 6l6 6-6 6',
};

const icon = (path: string): SVGSVGElement => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const line = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  line.setAttribute('d', path);
  svg.append(line);
  return svg;
};

export const productMedia = (root: HTMLElement): (() => void) => {
  const strip = root.querySelector<HTMLElement>('.sf-product-media__slides');
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.sf-product-media__slide'));
  const thumbs = Array.from(root.querySelectorAll<HTMLButtonElement>('.sf-product-media__thumb'));
  const n = slides.length;
  if (!strip || n < 2) return () => {};
  const ac = new AbortController();
  const on = (target: EventTarget, type: string, fn: (e: Event) => void) => target.addEventListener(type, fn, { signal: ac.signal });
  const smooth = () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
  let current = 0;

  const { prev, next, status } = addControls(root);

  /** Marks picture `i` as the one shown; `say`: announce it. */
  const mark = (i: number, say: boolean) => {
    current = i;
    thumbs.forEach((t, j) => (j === i ? t.setAttribute('aria-current', 'true') : t.removeAttribute('aria-current')));
    prev.disabled = i === 0;
    next.disabled = i === n - 1;
    if (say) status.textContent = fill(frContent.slideOf, { n: i + 1, total: n });
  };

  const show = (i: number, behavior: ScrollBehavior = smooth()) => {
    const target = Math.max(0, Math.min(n - 1, i));
    strip.scrollTo({ left: slides[target]!.offsetLeft, behavior });
    mark(target, true);
  };

  // the strip scrolled by a swipe, a trackpad or the keyboard: the thumbnails follow
  let frame = 0;
  on(strip, 'scroll', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const i = Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth));
      if (i !== current && i >= 0 && i < n) mark(i, true);
    });
  });
  on(strip, 'keydown', (e) => {
    const to = keyTarget((e as KeyboardEvent).key, current, n - 1, false);
    if (to < 0) return;
    e.preventDefault();
    show(to);
  });
  on(prev, 'click', () => show(current - 1));
  on(next, 'click', () => show(current + 1));
  wireThumbs(thumbs, on, show);

  followSelection(root, slides, on, (i, behavior) => i !== current && show(i, behavior));
  mark(current, false);

  return () => {
    ac.abort();
    cancelAnimationFrame(frame);
    prev.remove();
    next.remove();
    status.remove();
    root.classList.remove('sf-product-media--live');
  };
};

/** The arrows and the live status line of a gallery with more than one picture. */
function addControls(root: HTMLElement) {
  const status = el('p', { class: 'sf-product-media__status', 'aria-live': 'polite' });
  const prev = el('button', { type: 'button', class: 'sf-product-media__arrow sf-product-media__arrow--prev', 'aria-label': frContent.previous }, icon(ICON.prev));
  const next = el('button', { type: 'button', class: 'sf-product-media__arrow sf-product-media__arrow--next', 'aria-label': frContent.next }, icon(ICON.next));
  root.append(prev, next, status);
  root.classList.add('sf-product-media--live');
  return { prev, next, status };
}

/** The picture a key moves to from `i` (`last` the last one; up and down too in the thumbnails' column), or -1. */
function keyTarget(key: string, i: number, last: number, upDown: boolean): number {
  if (key === 'ArrowLeft' || (upDown && key === 'ArrowUp')) return i - 1;
  if (key === 'ArrowRight' || (upDown && key === 'ArrowDown')) return i + 1;
  return key === 'Home' ? 0 : key === 'End' ? last : -1;
}

/** Choosing a colour (or any option whose variants have their own picture) shows its picture. */
function followSelection(
  root: HTMLElement,
  slides: readonly HTMLElement[],
  on: (target: EventTarget, type: string, fn: (e: Event) => void) => void,
  show: (i: number, behavior?: ScrollBehavior) => void,
): void {
  const block = root.closest<HTMLElement>('[data-storefront="product"]');
  const variants = blockVariants(block);
  if (!block || variants.length === 0) return;
  const follow = (behavior?: ScrollBehavior) => {
    const id = pictureForSelection(variants, readSelection(block));
    const i = slides.findIndex((s) => s.dataset.imageId === id);
    if (id !== undefined && i >= 0) show(i, behavior);
  };
  on(block, 'change', () => follow());
  follow('auto'); // a choice the browser restored (back button)
}

/** Each thumbnail shows its picture; the arrow keys, Home and End move along them. */
function wireThumbs(thumbs: readonly HTMLButtonElement[], on: (target: EventTarget, type: string, fn: (e: Event) => void) => void, show: (i: number) => void): void {
  thumbs.forEach((thumb, i) => {
    on(thumb, 'click', () => show(i));
    on(thumb, 'keydown', (e) => {
      const to = keyTarget((e as KeyboardEvent).key, i, thumbs.length - 1, true);
      if (to < 0 || to >= thumbs.length) return;
      e.preventDefault();
      thumbs[to]!.focus();
      show(to);
    });
  });
}
