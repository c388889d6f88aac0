import { oembedPlayerUrl } from '../../src/domain/images/video';
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
