/**
 * `activate-twitter-links`: @names link to the profile, #tags to the hashtag search
 * (docs/behaviour.md §7; the split is shared: src/domain/content/social.ts). The text is otherwise
 * left as it is.
 */
import { twitterLinkParts } from '../../../domain/content/social';

export function activateTwitterLinks(text: string): string {
  return twitterLinkParts(text)
    .map((part) => (part.href === undefined ? part.text : `<a target="new" href="${part.href}">${part.text}</a>`))
    .join('');
}
