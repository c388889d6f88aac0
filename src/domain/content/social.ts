/**
 * Social rules shared by the social formatters and the content widget (docs/behaviour.md §3
 * "Social account", 7 Twitter links).
 */
import { isRecord, str } from '../json';

/** The account's user name, else the last path segment of its profile URL. */
export function socialUserName(account: unknown): string {
  const node = isRecord(account) ? account : {};
  const name = str(node.userName).trim();
  if (name !== '') return name;
  const path = str(node.profileUrl).replace(/[?#].*$/, '').split('/').filter((s) => s !== '');
  return path[path.length - 1] ?? '';
}

/** A run of text, linked when `href` is set. */
export interface TextPart {
  readonly text: string;
  readonly href?: string;
}

export const twitterProfileUrl = (name: string): string => `https://twitter.com/${name}/`;
export const twitterHashtagUrl = (tag: string): string => `https://twitter.com/hashtag/${tag}?src=hash`;

/** An http, https, ftp or file URL (what the platform links), up to a space, quote, bracket or closing punctuation. */
const URL_OR_MENTION_OR_TAG = /(\b(?:https?|ftp|file):\/\/[^\s<>"()]*[^\s<>"().,;:!?'])|(^| )([@#])(\w+)/gi;

/**
 * Text split so that each URL links to itself, each `@name` to the profile and each
 * `#tag` to the hashtag search, a name or tag only at the start or after a space (as the platform,
 * docs/site-engine.md "Rules the suite found": not after a line break, a bracket or a comma; a `#` or `@` inside a URL is the URL's).
 */
export function twitterLinkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_OR_MENTION_OR_TAG)) {
    const [, url, before = '', sigil = '', word = ''] = match;
    const at = (match.index ?? 0) + before.length;
    if (at > last) parts.push({ text: text.slice(last, at) });
    if (url !== undefined) parts.push({ text: url, href: url });
    else parts.push({ text: sigil + word, href: sigil === '@' ? twitterProfileUrl(word) : twitterHashtagUrl(word) });
    last = at + (url ?? sigil + word).length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
