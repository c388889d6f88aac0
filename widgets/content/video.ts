import { parseSize } from '../../src/domain/images/size';
import { oembedPlayerUrl } from '../../src/domain/images/video';
import { IMAGE_WIDTH_BUCKETS } from '../../src/domain/images/width-bucket';
import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';

/**
 * Video items (`video` formatter: `.sqs-video-wrapper` with the oEmbed HTML in
 * `data-html`). With an overlay, its thumbnail shows with a "Lire la vidéo" button that
 * puts the player in its place; without one, the player is embedded at once, lazily.
 * The player is an `<iframe>` built from the oEmbed's player URL (https or a path on the
 * site: src/domain/images/video.ts), never from the HTML itself.
 */
const player = (wrapper: HTMLElement, url: string, autoplay: boolean) =>
  el('iframe', {
    src: autoplay ? url + (url.includes('?') ? '&' : '?') + 'autoplay=1' : url,
    title: fill(frContent.videoTitle, { provider: wrapper.dataset.providerName || '' }).trim(),
    loading: autoplay ? undefined : 'lazy',
    allow: 'autoplay; fullscreen; picture-in-picture',
    allowfullscreen: true,
    class: 'sf-video__player',
  });

/**
 * The overlay's thumbnail as the `video` formatter writes it: `data-src` and
 * `data-image-dimensions`, but no `width`/`height` and no variants. Its dimensions become
 * `width`/`height` (the box is reserved before the picture loads), and the width buckets
 * up to its own width its variants, so the responsive-image rule gives it a `srcset`
 * like every other picture (the image service answers every bucket of an image).
 */
const sizeThumbnail = (img: HTMLImageElement) => {
  const size = parseSize(img.dataset.imageDimensions);
  if (!size || !(size.width > 0 && size.height > 0)) return;
  img.width = size.width;
  img.height = size.height;
  img.dataset.imageVariants ??= IMAGE_WIDTH_BUCKETS.filter((b) => b < size.width)
    .map((b) => `${b}w`)
    .concat(`${size.width}x${size.height}`)
    .join(',');
};

/** Sizes the thumbnails first: call before the content's responsive images read them. */
export const videos = (root: HTMLElement): (() => void) => {
  const wrappers = Array.from(root.querySelectorAll<HTMLElement>('.sqs-video-wrapper[data-html]'));
  const originals = wrappers.map((w) => Array.from(w.childNodes));
  const ac = new AbortController();
  wrappers.forEach((wrapper) => {
    const url = oembedPlayerUrl(wrapper.dataset.html);
    if (!url) return;
    const overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
    if (!overlay) {
      wrapper.replaceChildren(player(wrapper, url, false));
      return;
    }
    overlay.style.opacity = '1';
    // the formatter's thumbnail has no alt: it is decorative, the button names the video
    overlay.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''));
    overlay.querySelectorAll<HTMLImageElement>('img[data-image-dimensions]').forEach(sizeThumbnail);
    const play = el('button', { type: 'button', class: 'sf-video__play' }, frContent.playVideo);
    overlay.append(play);
    play.addEventListener('click', () => {
      const frame = player(wrapper, url, true);
      wrapper.replaceChildren(frame);
      frame.focus();
    }, { signal: ac.signal });
  });
  return () => {
    ac.abort();
    wrappers.forEach((w, i) => w.replaceChildren(...originals[i]!));
  };
};
