import type { GallerySettings } from '../../src/domain/gallery/settings';
import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';
import { sizeImage } from '../common/responsive-images';
import { type Autoplay, autoplay } from './autoplay';

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

/** A control button of the list (`aria-controls`), its click listened to until `signal` aborts. */
type MakeButton = (label: string, text: string, onClick: () => void, extra?: Record<string, string>) => HTMLButtonElement;

export const carousel = (root: HTMLElement, slides: HTMLElement[], s: GallerySettings): Carousel => {
  const n = slides.length;
  const list = slides[0]!.parentElement!;
  const slideshow = s.design === 'slideshow';
  let current = 0;
  let play: Autoplay | undefined;
  const ac = new AbortController();
  const unlabel = labelSlides(root, list, slides);
  const button = buttonMaker(list, ac.signal);
  // a button a slide ("Afficher l'image N"), for the indicators and the thumbnails
  const slideButtons = (wanted: boolean, className: string) =>
    wanted ? slides.map((_, i) => button(fill(frContent.showSlide, { n: i + 1 }), '', () => show(i), { class: className })) : [];
  const dots = slideButtons(s.indicators, 'sf-gallery__indicator');
  const thumbs = slideButtons(s.thumbnails, 'sf-gallery__thumbnail');
  const playButton = s.autoplay ? button(frContent.pause, '❚❚', () => play?.toggle(), { class: 'sf-gallery__button sf-gallery__play' }) : undefined;
  const arrows = s.controls ? [button(frContent.previous, '‹', () => show(current - 1)), button(frContent.next, '›', () => show(current + 1))] : [];
  const status = liveRegion();
  const added = [controlBar(playButton, arrows, s.indicators && dots), s.thumbnails && thumbnailStrip(slides, thumbs, s), status].filter((a): a is HTMLElement => !!a);
  list.after(...added);
  thumbs.forEach((t) => { const img = t.querySelector('img'); if (img) sizeImage(img); });

  const show = (index: number, announce = true) => {
    const from = slides[current]!;
    const hadFocus = slideshow && from.contains(document.activeElement);
    current = wrap(index, n);
    const slide = slides[current]!;
    // each slide active or not (a slideshow hides the others), its indicator and thumbnail marked
    slides.forEach((other, i) => {
      const active = i === current;
      other.classList.toggle('is-active', active);
      if (slideshow) other.hidden = !active;
      dots[i]?.setAttribute('aria-current', String(active));
      thumbs[i]?.setAttribute('aria-current', String(active));
    });
    const img = slide.querySelector<HTMLImageElement>('img[data-src]');
    if (img) sizeImage(img, true);
    if (!slideshow) scrollToSlide(list, slide, s['active-alignment']);
    // a slide hidden under focus would drop it to <body>: focus follows to the new slide's link, else the list
    if (hadFocus && from.hidden) (slide.querySelector<HTMLElement>('a[href]') ?? list).focus();
    // autoplay's own turns are not said; an empty region says nothing, and the next change the visitor makes is new text
    status.textContent = announce ? fill(frContent.slideOf, { n: current + 1, total: n }) : '';
  };

  onKeys(root, ac.signal, (key) => ({ ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: n - 1 })[key], show);
  // autoplay skips its turn while focus is on the slide shown
  const turn = () => {
    if (!slides[current]!.contains(document.activeElement)) show(current + 1, false);
  };
  if (playButton) play = startAutoplay(root, s['autoplay-duration'], playButton, turn);
  show(0, false);
  return {
    show,
    stop: () => {
      ac.abort();
      play?.stop();
      added.forEach((a) => a.remove());
      unlabel();
    },
  };
};

/**
 * The carousel's and each slide's roles and labels ("Image N sur M"), an id for the list, and the
 * list focusable and labelled; answers how to take them all off, the slides shown again.
 */
const labelSlides = (root: HTMLElement, list: HTMLElement, slides: HTMLElement[]): (() => void) => {
  root.setAttribute('aria-roledescription', frContent.carousel);
  const ownId = !list.id;
  if (ownId) list.id = `sf-gallery-${Math.random().toString(36).slice(2, 8)}`;
  list.tabIndex = 0;
  list.setAttribute('aria-label', frContent.gallery);
  // the slide's figure is the labelled group: the list items keep their list semantics
  const labelled = slides.map((slide) => slide.querySelector('figure') ?? slide);
  labelled.forEach((group, i) => {
    group.setAttribute('role', 'group');
    group.setAttribute('aria-roledescription', frContent.slide);
    group.setAttribute('aria-label', fill(frContent.slideOf, { n: i + 1, total: slides.length }));
  });
  return () => {
    slides.forEach((slide) => {
      slide.hidden = false;
      slide.classList.remove('is-active');
    });
    labelled.forEach((group) => ['role', 'aria-roledescription', 'aria-label'].forEach((a) => group.removeAttribute(a)));
    list.removeAttribute('tabindex');
    if (ownId) list.removeAttribute('id');
    root.removeAttribute('aria-roledescription');
    list.removeAttribute('aria-label');
  };
};

/** Arrow keys, Home and End on the gallery (not in its lightbox) show the slide `target` names for the key. */
const onKeys = (root: HTMLElement, signal: AbortSignal, target: (key: string) => number | undefined, show: (index: number) => void): void =>
  root.addEventListener(
    'keydown',
    (e) => {
      if ((e.target as Element).closest('dialog')) return;
      const to = target(e.key);
      if (to === undefined) return;
      e.preventDefault();
      show(to);
    },
    { signal },
  );

const buttonMaker =
  (list: HTMLElement, signal: AbortSignal): MakeButton =>
  (label, text, onClick, extra = {}) => {
    const b = el('button', { type: 'button', class: 'sf-gallery__button', 'aria-label': label, 'aria-controls': list.id, ...extra }, text);
    b.addEventListener('click', onClick, { signal });
    return b;
  };

/** The control bar: the pause button, previous and next, the indicators (when `dots`); none when it would be empty. */
const controlBar = (playButton: HTMLButtonElement | undefined, arrows: HTMLButtonElement[], dots: HTMLButtonElement[] | false): HTMLElement | undefined => {
  const bar = el('div', { class: 'sf-gallery__controls' });
  if (playButton) bar.append(playButton);
  bar.append(...arrows);
  if (dots) bar.append(el('div', { class: 'sf-gallery__indicators', role: 'group', 'aria-label': frContent.indicators }, ...dots));
  return bar.childElementCount ? bar : undefined;
};

/** The thumbnail strip, sized by the settings: each slide's button with the slide's image small. */
const thumbnailStrip = (slides: HTMLElement[], thumbs: HTMLButtonElement[], s: GallerySettings): HTMLElement => {
  const strip = el('div', { class: 'sf-gallery__thumbnails', role: 'group', 'aria-label': frContent.thumbnails });
  strip.style.setProperty('--sf-thumb-height', `${s['thumbnail-strip-height']}px`);
  strip.style.setProperty('--sf-thumb-margin', `${s['thumbnail-strip-margin']}px`);
  strip.style.setProperty('--sf-thumbs-per-row', String(s['thumbnails-per-row']));
  thumbs.forEach((thumb, i) => {
    const source = slides[i]!.querySelector('img');
    if (source?.dataset.src) {
      const img = el('img', { alt: '', 'data-src': source.dataset.src, 'data-image-variants': source.dataset.imageVariants, 'data-image-focal-point': source.dataset.imageFocalPoint, width: source.getAttribute('width') ?? undefined, height: source.getAttribute('height') ?? undefined }); // its size reserved: no shift
      thumb.append(img);
    }
    strip.append(thumb);
  });
  return strip;
};

/** The polite live region that says the slide shown, visually hidden without the host's CSS (CSSOM, allowed under a strict CSP). */
const liveRegion = (): HTMLElement => {
  const status = el('p', { class: 'sf-gallery__status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  Object.assign(status.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
  return status;
};

/** A slider scrolls its strip so the active slide sits at the start, the end or the centre (active-alignment). */
const scrollToSlide = (list: HTMLElement, slide: HTMLElement, alignment: GallerySettings['active-alignment']): void => {
  const align = alignment === 'left' ? 'start' : alignment === 'right' ? 'end' : 'center';
  const left = align === 'start' ? slide.offsetLeft : align === 'end' ? slide.offsetLeft + slide.offsetWidth - list.clientWidth : slide.offsetLeft - (list.clientWidth - slide.offsetWidth) / 2;
  list.scrollTo({ left: left - list.offsetLeft, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
};

/** Autoplay (./autoplay.ts) taking `turn`s every `seconds`, its pause button saying whether it plays. */
const startAutoplay = (root: HTMLElement, seconds: number, playButton: HTMLButtonElement, turn: () => void): Autoplay => {
  const say = (playing: boolean) => {
    playButton.setAttribute('aria-label', playing ? frContent.pause : frContent.play);
    playButton.textContent = playing ? '❚❚' : '▶';
  };
  const play = autoplay(root, seconds, turn, say);
  if (!play.playing()) say(false);
  return play;
};
