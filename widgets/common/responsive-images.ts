import { parseFocalPointText } from '../../src/domain/images/focal-position';
import { responsiveImage } from '../../src/domain/images/responsive';

/**
 * Responsive, lazily loaded images of content blocks (docs/behaviour.md §3 "Images", 9 width
 * buckets): an `<img>` rendered with the image-meta formatter's attributes
 * (`data-src`, `data-image-focal-point`) and the image's variants
 * (`data-image-variants`) gets `srcset`, `sizes`, the `src` of its width bucket, and
 * `object-position` at its focal point so that cropping (`object-fit: cover`) keeps it
 * in view. Images outside the viewport load lazily, when the browser decides.
 */
export const IMAGE_SELECTOR = 'img[data-src]';

export const sizeImage = (img: HTMLImageElement, eager = false): void => {
  const assetUrl = img.dataset.src;
  if (!assetUrl) return;
  const box = img.getBoundingClientRect().width || img.parentElement?.getBoundingClientRect().width || 0;
  if (box <= 0) return; // hidden for now (an inactive slide): sized when shown
  const picked = responsiveImage({
    assetUrl,
    variants: img.dataset.imageVariants,
    displayWidth: box,
    focalPoint: parseFocalPointText(img.dataset.imageFocalPoint),
    pixelRatio: window.devicePixelRatio || 1,
  });
  img.loading = eager ? 'eager' : 'lazy';
  img.decoding = 'async';
  if (picked.srcset !== '') {
    img.srcset = picked.srcset;
    img.sizes = picked.sizes;
  }
  if (img.getAttribute('src') !== picked.src) img.src = picked.src;
  img.style.objectPosition = picked.objectPosition;
};

/** Sizes every image under `root` now and again when its box changes width; returns the stop function. */
export const responsiveImages = (root: HTMLElement, eagerFirst = false): (() => void) => {
  const imgs = Array.from(root.querySelectorAll<HTMLImageElement>(IMAGE_SELECTOR));
  imgs.forEach((img, i) => sizeImage(img, eagerFirst && i === 0));
  if (typeof ResizeObserver === 'undefined') return () => {};
  const widths = new WeakMap<Element, number>();
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) {
      const w = Math.round(e.contentRect.width);
      if (w > 0 && widths.get(e.target) !== w) {
        widths.set(e.target, w);
        sizeImage(e.target as HTMLImageElement);
      }
    }
  });
  imgs.forEach((img) => observer.observe(img));
  return () => observer.disconnect();
};
