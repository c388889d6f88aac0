/**
 * Share buttons of a content item (docs/behaviour.md §1, 3 website settings shareButtonOptions,
 * serviceName email): one link per enabled service, in a fixed order. The options are
 * a list of service names or a map of service name to `true`.
 */
import { isRecord } from '../json';

export const SHARE_SERVICES = Object.freeze(['facebook', 'twitter', 'linkedin', 'pinterest', 'reddit', 'tumblr', 'email'] as const);
export type ShareService = (typeof SHARE_SERVICES)[number];

export interface ShareTarget {
  readonly url: string;
  readonly title: string;
  readonly imageUrl?: string;
}

export interface ShareLink {
  readonly service: ShareService;
  readonly href: string;
}

/** The enabled services, in SHARE_SERVICES order; unknown names are left out. */
export function shareServices(options: unknown): ShareService[] {
  const on = new Set<string>();
  if (Array.isArray(options)) for (const o of options) if (typeof o === 'string') on.add(o.toLowerCase());
  if (isRecord(options)) for (const [k, v] of Object.entries(options)) if (v === true) on.add(k.toLowerCase());
  return SHARE_SERVICES.filter((s) => on.has(s));
}

const q = encodeURIComponent;

export function shareHref(service: ShareService, t: ShareTarget): string {
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(t.url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${q(t.url)}&text=${q(t.title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(t.url)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(t.url)}&description=${q(t.title)}${t.imageUrl ? `&media=${q(t.imageUrl)}` : ''}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${q(t.url)}&title=${q(t.title)}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${q(t.url)}&title=${q(t.title)}`;
    case 'email':
      return `mailto:?subject=${q(t.title)}&body=${q(t.url)}`;
  }
}

export function shareLinks(options: unknown, target: ShareTarget): ShareLink[] {
  return shareServices(options).map((service) => ({ service, href: shareHref(service, target) }));
}
