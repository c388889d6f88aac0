import { disqusShortname } from '../../src/domain/content/comments';
import { twitterLinkParts } from '../../src/domain/content/social';
import { frContent } from '../../src/i18n/content';
import { el } from '../common/element';

/**
 * The external comments provider's links and thread (docs/behaviour.md §3: disqusShortname, also
 * read as disqusShortName). The provider's own script is not loaded (a third-party
 * script under the site's CSP is the site owner's choice): its comment links get a
 * label, and its thread container a link to the site's discussions there.
 */
export const externalComments = (root: HTMLElement, settings: unknown): (() => void) => {
  const name = disqusShortname(settings);
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a.sqs-disqus-comment-link'));
  const threads = name ? Array.from(root.querySelectorAll<HTMLElement>('#disqus_thread')) : [];
  links.forEach((a) => {
    if (!a.textContent?.trim()) a.textContent = frContent.comments;
  });
  threads.forEach((t) =>
    t.replaceChildren(el('a', { href: `https://${encodeURIComponent(name)}.disqus.com/`, rel: 'noopener noreferrer', target: '_blank' }, frContent.comments)),
  );
  return () => {
    links.forEach((a) => (a.textContent = ''));
    threads.forEach((t) => t.replaceChildren());
  };
};

/**
 * `[data-twitter-links]`: the element's text with each @name linked to the profile and
 * each #tag to the hashtag search (src/domain/content/social.ts). Built from text nodes
 * and anchors: the text is never parsed as HTML.
 */
export const twitterLinks = (root: HTMLElement): (() => void) => {
  const hosts = Array.from(root.querySelectorAll<HTMLElement>('[data-twitter-links]'));
  const texts = hosts.map((h) => h.textContent ?? '');
  hosts.forEach((h, i) =>
    h.replaceChildren(...twitterLinkParts(texts[i]!).map((p) => (p.href ? el('a', { href: p.href, rel: 'noopener noreferrer', target: '_blank' }, p.text) : p.text))),
  );
  return () => hosts.forEach((h, i) => (h.textContent = texts[i]!));
};
