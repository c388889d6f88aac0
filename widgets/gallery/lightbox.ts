import type { GalleryLightboxTheme } from '../../src/domain/gallery/settings';
import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';
import { sizeImage } from '../common/responsive-images';

/**
 * The gallery's lightbox: a native modal `<dialog>` (the page behind is inert) showing
 * one image large with its caption, previous/next and close buttons. Arrow keys and a
 * horizontal swipe move through the images, Escape closes, Tab stays inside, and focus
 * returns to the element that opened it.
 */
export interface LightboxItem {
  readonly img: HTMLImageElement;
  readonly caption: string;
}

export interface Lightbox {
  readonly open: (index: number, opener: HTMLElement) => void;
  readonly destroy: () => void;
}

const SWIPE_PX = 40;

/** Adds a listener that the lightbox's `destroy` removes. */
type On = <E extends Event>(target: EventTarget, type: string, fn: (e: E) => void) => void;

export const lightbox = (items: LightboxItem[], theme: GalleryLightboxTheme): Lightbox => {
  const n = items.length;
  let current = 0;
  let opener: HTMLElement | null = null;
  const image = el('img', { class: 'sf-lightbox__image', alt: '' });
  const caption = el('figcaption', { class: 'sf-lightbox__caption' });
  const counter = el('p', { class: 'sf-lightbox__counter', 'aria-live': 'polite' });
  const close = el('button', { type: 'button', class: 'sf-lightbox__close', 'aria-label': frContent.closeLightbox }, '×');
  const prev = el('button', { type: 'button', class: 'sf-lightbox__prev', 'aria-label': frContent.previous }, '‹');
  const next = el('button', { type: 'button', class: 'sf-lightbox__next', 'aria-label': frContent.next }, '›');
  const dialog = el(
    'dialog',
    { class: `sf-lightbox sf-lightbox--${theme}`, 'aria-label': frContent.lightbox },
    close,
    el('figure', { class: 'sf-lightbox__figure' }, image, caption),
    counter,
    prev,
    next,
  );
  document.body.append(dialog);

  const show = (index: number) => {
    current = ((index % n) + n) % n;
    const { img, caption: text } = items[current]!;
    showLarge(image, img);
    caption.textContent = text;
    counter.textContent = fill(frContent.slideOf, { n: current + 1, total: n });
  };
  const step = (by: number) => show(current + by);

  const ac = new AbortController();
  const on: On = (target, type, fn) => target.addEventListener(type, fn as EventListener, { signal: ac.signal });
  on(close, 'click', () => dialog.close());
  on(prev, 'click', () => step(-1));
  on(next, 'click', () => step(1));
  on<KeyboardEvent>(dialog, 'keydown', (e) => onKey(e, [close, prev, next], step));
  onPointer(on, dialog, step);
  on(dialog, 'close', () => {
    opener?.focus();
    opener = null;
  });

  return {
    open: (index, from) => {
      opener = from;
      show(index);
      dialog.showModal();
      close.focus();
    },
    destroy: () => {
      ac.abort();
      if (dialog.open) dialog.close();
      dialog.remove();
    },
  };
};

/** `img` large in `image`: its text alternative and image data, its current picture until the large one is sized. */
const showLarge = (image: HTMLImageElement, img: HTMLImageElement): void => {
  image.alt = img.alt;
  for (const key of ['src', 'imageVariants', 'imageFocalPoint'] as const) {
    const v = img.dataset[key];
    if (v !== undefined) image.dataset[key] = v;
  }
  image.removeAttribute('srcset');
  image.src = img.currentSrc || img.src;
  requestAnimationFrame(() => sizeImage(image, true));
};

/** Arrow keys move through the images (`step`); Tab and Shift+Tab go round the dialog's buttons (`stops`). */
const onKey = (e: KeyboardEvent, stops: HTMLButtonElement[], step: (by: number) => void): void => {
  if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
    e.preventDefault();
    step(e.key === 'ArrowLeft' ? -1 : 1);
  } else if (e.key === 'Tab') {
    // keep Tab inside the dialog instead of reaching the browser's own UI
    const at = stops.indexOf(document.activeElement as HTMLButtonElement);
    if (e.shiftKey ? at <= 0 : at === stops.length - 1) {
      e.preventDefault();
      stops[e.shiftKey ? stops.length - 1 : 0]!.focus();
    }
  }
};

/** The pointer on the dialog: a click on the backdrop (outside its box) closes it; a horizontal swipe of SWIPE_PX or more moves (to the left the next image). */
const onPointer = (on: On, dialog: HTMLDialogElement, step: (by: number) => void): void => {
  on<MouseEvent>(dialog, 'click', (e) => {
    const r = dialog.getBoundingClientRect();
    if (e.target === dialog && (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)) dialog.close();
  });
  let startX: number | null = null;
  on<PointerEvent>(dialog, 'pointerdown', (e) => {
    startX = e.clientX;
  });
  on<PointerEvent>(dialog, 'pointerup', (e) => {
    if (startX === null) return;
    const dx = e.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
  });
};

/** The label of an image's opener: "Agrandir l'image N". */
export const openerLabel = (n: number): string => fill(frContent.openLightbox, { n });
