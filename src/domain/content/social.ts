/**
 * Social rules shared by the social formatters and the content widget (SPEC.md 3
 * "Social account", 7 Twitter links).
 */
import { isRecord, str } from '../json.js';

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

const MENTION_OR_TAG = /(^|[^\w@#])([@#])(\w+)/g;

/** Text split so that each `@name` links to the profile and each `#tag` to the hashtag search. */
export function twitterLinkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_OR_TAG)) {
    const [, before = '', sigil = '', word = ''] = match;
    const at = (match.index ?? 0) + before.length;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: sigil + word, href: sigil === '@' ? twitterProfileUrl(word) : twitterHashtagUrl(word) });
    last = at + sigil.length + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
