import type { GallerySettings } from '../../src/domain/gallery/settings';
import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';
import { sizeImage } from '../common/responsive-images';
import { autoplay } from './autoplay';

/**
 * Slideshow (one slide shown) and slider (a strip, the active slide aligned per
 * active-alignment) with the WAI carousel pattern: previous/next controls,
 * indicators, thumbnails, autoplay with a pause button, arrow keys, and a polite live
 * region that says every change the visitor makes, autoplay or not; autoplay's own
 * changes are not said. The slide that holds focus is never hidden under it: autoplay
 * skips its turn, and an arrow key pressed on a slide takes focus to the new one
 * (issue 32 rows 2, 3).
 */
export interface Carousel {
  readonly show: (index: number) => void;
  readonly stop: () => void;
}

const wrap = (i: number, n: number) => ((i % n) + n) % n;

export const carousel = (root: HTMLElement, slides: HTMLElement[], s: GallerySettings): Carousel => {
  const n = slides.length;
  const list = slides[0]!.parentElement!;
  const slideshow = s.design === 'slideshow';
  let current = 0;
  const ac = new AbortController();

  root.setAttribute('aria-roledescription', frContent.carousel);
  const ownId = !list.id;
  if (ownId) list.id = `sf-gallery-${Math.random().toString(36).slice(2, 8)}`;
  // the slide's figure is the labelled group: the list items keep their list semantics
  const labelled = slides.map((slide) => slide.querySelector('figure') ?? slide);
  labelled.forEach((group, i) => {
    group.setAttribute('role', 'group');
    group.setAttribute('aria-roledescription', frContent.slide);
    group.setAttribute('aria-label', fill(frContent.slideOf, { n: i + 1, total: n }));
  });

  const added: HTMLElement[] = [];
  const bar = el('div', { class: 'sf-gallery__controls' });
  const button = (label: string, text: string, onClick: () => void, extra: Record<string, string> = {}) => {
    const b = el('button', { type: 'button', class: 'sf-gallery__button', 'aria-label': label, 'aria-controls': list.id, ...extra }, text);
    b.addEventListener('click', onClick, { signal: ac.signal });
    return b;
  };

  let play: ReturnType<typeof autoplay> | undefined;
  let playButton: HTMLButtonElement | undefined;
  if (s.autoplay) {
    playButton = button(frContent.pause, '❚❚', () => play?.toggle(), { class: 'sf-gallery__button sf-gallery__play' });
    bar.append(playButton);
  }
  if (s.controls) bar.append(button(frContent.previous, '‹', () => show(current - 1)), button(frContent.next, '›', () => show(current + 1)));

  const dots: HTMLButtonElement[] = [];
  if (s.indicators) {
    const group = el('div', { class: 'sf-gallery__indicators', role: 'group', 'aria-label': frContent.indicators });
    slides.forEach((_, i) => {
      const dot = button(fill(frContent.showSlide, { n: i + 1 }), '', () => show(i), { class: 'sf-gallery__indicator' });
      dots.push(dot);
      group.append(dot);
    });
    bar.append(group);
  }
  if (bar.childElementCount) added.push(bar);

  const thumbs: HTMLButtonElement[] = [];
  if (s.thumbnails) {
    const strip = el('div', { class: 'sf-gallery__thumbnails', role: 'group', 'aria-label': frContent.thumbnails });
    strip.style.setProperty('--sf-thumb-height', `${s['thumbnail-strip-height']}px`);
    strip.style.setProperty('--sf-thumb-margin', `${s['thumbnail-strip-margin']}px`);
    strip.style.setProperty('--sf-thumbs-per-row', String(s['thumbnails-per-row']));
    slides.forEach((slide, i) => {
      const source = slide.querySelector('img');
      const thumb = button(fill(frContent.showSlide, { n: i + 1 }), '', () => show(i), { class: 'sf-gallery__thumbnail' });
      if (source?.dataset.src) {
        const img = el('img', { alt: '', 'data-src': source.dataset.src, 'data-image-variants': source.dataset.imageVariants, 'data-image-focal-point': source.dataset.imageFocalPoint, width: source.getAttribute('width') ?? undefined, height: source.getAttribute('height') ?? undefined }); // its size reserved: no shift
        thumb.append(img);
      }
      thumbs.push(thumb);
      strip.append(thumb);
    });
    added.push(strip);
  }
  const status = el('p', { class: 'sf-gallery__status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  // visually hidden without the host's CSS (CSSOM, allowed under a strict CSP)
  Object.assign(status.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
  added.push(status);
  list.after(...added);
  thumbs.forEach((t) => { const img = t.querySelector('img'); if (img) sizeImage(img); });

  const show = (index: number, announce = true) => {
    const from = slides[current]!;
    const hadFocus = slideshow && from.contains(document.activeElement);
    current = wrap(index, n);
    slides.forEach((slide, i) => {
      const active = i === current;
      slide.classList.toggle('is-active', active);
      if (slideshow) slide.hidden = !active;
    });
    dots.forEach((d, i) => d.setAttribute('aria-current', String(i === current)));
    thumbs.forEach((t, i) => t.setAttribute('aria-current', String(i === current)));
    const img = slides[current]!.querySelector<HTMLImageElement>('img[data-src]');
    if (img) sizeImage(img, true);
    if (!slideshow) {
      const align = s['active-alignment'] === 'left' ? 'start' : s['active-alignment'] === 'right' ? 'end' : 'center';
      const slide = slides[current]!;
      const left = align === 'start' ? slide.offsetLeft : align === 'end' ? slide.offsetLeft + slide.offsetWidth - list.clientWidth : slide.offsetLeft - (list.clientWidth - slide.offsetWidth) / 2;
      list.scrollTo({ left: left - list.offsetLeft, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
    // a slide hidden under focus would drop it to <body>: focus follows to the new slide's link, else the list
    if (hadFocus && from.hidden) (slides[current]!.querySelector<HTMLElement>('a[href]') ?? list).focus();
    // autoplay's own turns are not said; an empty region says nothing, and the next change the visitor makes is new text
    status.textContent = announce ? fill(frContent.slideOf, { n: current + 1, total: n }) : '';
  };

  root.addEventListener(
    'keydown',
    (e) => {
      if ((e.target as Element).closest('dialog')) return;
      const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: n - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      show(to);
    },
    { signal: ac.signal },
  );

  if (s.autoplay) {
    const turn = () => {
      if (!slides[current]!.contains(document.activeElement)) show(current + 1, false);
    };
    play = autoplay(root, s['autoplay-duration'], turn, (playing) => {
      playButton!.setAttribute('aria-label', playing ? frContent.pause : frContent.play);
      playButton!.textContent = playing ? '❚❚' : '▶';
    });
    if (!play.playing()) {
      playButton!.setAttribute('aria-label', frContent.play);
      playButton!.textContent = '▶';
    }
  }
  show(0, false);
  list.tabIndex = 0;
  list.setAttribute('aria-label', frContent.gallery);

  return {
    show,
    stop: () => {
      ac.abort();
      play?.stop();
      added.forEach((a) => a.remove());
      slides.forEach((slide) => {
        slide.hidden = false;
        slide.classList.remove('is-active');
      });
      labelled.forEach((group) => ['role', 'aria-roledescription', 'aria-label'].forEach((a) => group.removeAttribute(a)));
      list.removeAttribute('tabindex');
      if (ownId) list.removeAttribute('id');
      root.removeAttribute('aria-roledescription');
      list.removeAttribute('aria-label');
    },
  };
};
