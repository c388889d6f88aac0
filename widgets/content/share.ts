import { shareLinks } from '../../src/domain/content/share';
import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';

/**
 * Share buttons (`social-button` formatters' `.squarespace-social-buttons`, with the
 * item's data-full-url, data-title and data-asset-url): one link per service of the
 * website's shareButtonOptions (src/domain/content/share.ts), opened in a new tab.
 */
const SERVICE_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
};

export const shareButtons = (root: HTMLElement, options: unknown): (() => void) => {
  const hosts = Array.from(root.querySelectorAll<HTMLElement>('.squarespace-social-buttons'));
  for (const host of hosts) {
    const url = new URL(host.dataset.fullUrl || location.pathname, location.href).href;
    const asset = host.dataset.assetUrl ? new URL(host.dataset.assetUrl, location.href).href : undefined;
    const links = shareLinks(options, { url, title: host.dataset.title || document.title, imageUrl: asset }).map(({ service, href }) => {
      const label = service === 'email' ? frContent.shareByEmail : fill(frContent.shareOn, { service: SERVICE_NAMES[service] ?? service });
      return el('a', { class: `sf-share sf-share--${service}`, href, target: service === 'email' ? undefined : '_blank', rel: 'noopener noreferrer' }, label);
    });
    host.replaceChildren(...links);
  }
  return () => hosts.forEach((h) => h.replaceChildren());
};
