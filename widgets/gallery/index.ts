import type { Host, Unmount } from '../../src/runtime/host';
import { cssAspectRatio } from '../../src/domain/gallery/settings';
import { adoptA11yStyle } from '../common/a11y-style';
import { responsiveImages } from '../common/responsive-images';
import { carousel } from './carousel';
import { dismissableMeta } from './dismiss-meta';
import { lightbox, openerLabel } from './lightbox';
import { readGallerySettings } from './read-settings';

/**
 * The gallery block island (`data-storefront="gallery"`; docs/markup-contract.md
 * "Gallery block"): reads its settings with the shared parser, sizes its images, and
 * adds the slideshow or slider controls and the lightbox the settings ask for. Grid
 * and stacked galleries keep their server-rendered layout. No React, no shared chunk:
 * the gallery with its lightbox stays within 8,192 B gzip (.size-limit.json).
 */
/** `newWindow`: image links open in a new tab, safely, even when the template did not say so. */
const newWindowLinks = (root: HTMLElement): (() => void) => {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a.sf-gallery__link:not([target])'));
  links.forEach((a) => {
    a.target = '_blank';
    a.rel = 'noopener';
  });
  return () => links.forEach((a) => (a.removeAttribute('target'), a.removeAttribute('rel')));
};

export const mount = (root: HTMLElement, _host: Host): Unmount => {
  const classes = root.getAttribute('class');
  const style = root.getAttribute('style');
  const s = readGallerySettings(root);
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.sf-gallery__slide'));
  const stops: (() => void)[] = [];
  adoptA11yStyle(); // the focus ring, on the image a link wraps too
  root.dataset.design = s.design;
  root.dataset.metaPosition = s['meta-position'];
  root.classList.toggle('sf-gallery--meta-on-hover', s['show-meta-on-hover']);
  root.classList.toggle('sf-gallery--transparent', s.transparentBackground);
  root.style.setProperty('--sf-gallery-aspect-ratio', cssAspectRatio(s['aspect-ratio']));
  root.style.setProperty('--sf-gallery-padding', `${s.padding}px`);
  root.style.setProperty('--sf-gallery-max-width', `${s['max-width']}px`);
  root.classList.toggle('sf-gallery--crop', s['auto-crop'] || s['square-thumbs']);
  stops.push(() => {
    root.removeAttribute('data-design');
    root.removeAttribute('data-meta-position');
    if (classes === null) root.removeAttribute('class');
    else root.setAttribute('class', classes);
    if (style === null) root.removeAttribute('style');
    else root.setAttribute('style', style);
  });

  if (s['show-meta-on-hover']) stops.push(dismissableMeta(root));
  if (slides.length > 0 && (s.design === 'slideshow' || s.design === 'slider')) stops.push(carousel(root, slides, s).stop);
  stops.push(responsiveImages(root, s.design !== 'grid'));

  if (s.newWindow && !s.lightbox) stops.push(newWindowLinks(root));
  if (s.lightbox && slides.length > 0) {
    const links = slides.map((slide) => slide.querySelector<HTMLAnchorElement>('a.sf-gallery__link'));
    const items = slides.map((slide) => ({
      img: slide.querySelector<HTMLImageElement>('img')!,
      caption: slide.querySelector('figcaption')?.textContent?.trim() ?? '',
    }));
    if (items.every((i) => i.img)) {
      const box = lightbox(items, s.lightboxTheme);
      const ac = new AbortController();
      links.forEach((link, i) => {
        if (!link) return;
        const label = link.getAttribute('aria-label');
        link.setAttribute('aria-label', openerLabel(i + 1));
        link.setAttribute('aria-haspopup', 'dialog');
        link.addEventListener(
          'click',
          (e) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // a new tab still opens the image itself
            e.preventDefault();
            box.open(i, link);
          },
          { signal: ac.signal },
        );
        stops.push(() => (label === null ? link.removeAttribute('aria-label') : link.setAttribute('aria-label', label)));
      });
      stops.push(() => ac.abort(), box.destroy);
    }
  }
  return () => stops.reverse().forEach((stop) => stop());
};
