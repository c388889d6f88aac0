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
    image.alt = img.alt;
    for (const key of ['src', 'imageVariants', 'imageFocalPoint'] as const) {
      const v = img.dataset[key];
      if (v !== undefined) image.dataset[key] = v;
    }
    caption.textContent = text;
    counter.textContent = fill(frContent.slideOf, { n: current + 1, total: n });
    image.removeAttribute('srcset');
    image.src = img.currentSrc || img.src;
    requestAnimationFrame(() => sizeImage(image, true));
  };

  const ac = new AbortController();
  const on = <E extends Event>(target: EventTarget, type: string, fn: (e: E) => void) =>
    target.addEventListener(type, fn as EventListener, { signal: ac.signal });
  on(close, 'click', () => dialog.close());
  on(prev, 'click', () => show(current - 1));
  on(next, 'click', () => show(current + 1));
  // a click on the backdrop (outside the dialog's box) closes it
  on<MouseEvent>(dialog, 'click', (e) => {
    const r = dialog.getBoundingClientRect();
    if (e.target === dialog && (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)) dialog.close();
  });
  on<KeyboardEvent>(dialog, 'keydown', (e) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      show(current + (e.key === 'ArrowLeft' ? -1 : 1));
    } else if (e.key === 'Tab') {
      // keep Tab inside the dialog instead of reaching the browser's own UI
      const stops = [close, prev, next];
      const at = stops.indexOf(document.activeElement as HTMLButtonElement);
      if (e.shiftKey ? at <= 0 : at === stops.length - 1) {
        e.preventDefault();
        stops[e.shiftKey ? stops.length - 1 : 0]!.focus();
      }
    }
  });
  let startX: number | null = null;
  on<PointerEvent>(dialog, 'pointerdown', (e) => {
    startX = e.clientX;
  });
  on<PointerEvent>(dialog, 'pointerup', (e) => {
    if (startX === null) return;
    const dx = e.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= SWIPE_PX) show(current + (dx < 0 ? 1 : -1));
  });
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

/** The label of an image's opener: "Agrandir l'image N". */
export const openerLabel = (n: number): string => fill(frContent.openLightbox, { n });
