/**
 * Comment links and thread containers of content items and collections, as the platform
 * writes them (test/unit/site/content/social.test.ts "comment-link: "No" only for the number 0, the count as…"): its markup with the line breaks around it, every value read
 * through the scopes (scoped.ts) and written as the template writes it.
 */
import { getPath } from '../../../domain/json';
import { isTruthy, outputText } from '../../engine/values';
import type { Lookup } from '../reads';

export { commentCountText, disqusShortname, publicCommentCount } from '../../../domain/content/comments';

export type EscapeAttr = (text: string) => string;

/**
 * Disqus is on when the scopes' `websiteSettings.disqusShortname` is true as a template
 * reads it, or its `disqusShortName` (docs/behaviour.md §3 reads both; the platform's comment
 * formatters the first only: docs/site-engine.md, deliberate divergences).
 */
const usesDisqus = (at: Lookup): boolean =>
  isTruthy(at('websiteSettings.disqusShortname')) || isTruthy(at('websiteSettings.disqusShortName'));

/** `<a>` to the item's comments, counted here ("No" only for the number 0) or by Disqus. */
export function commentLinkHtml(at: Lookup, escapeAttr: EscapeAttr): string {
  const id = escapeAttr(outputText(at('id')));
  const url = escapeAttr(outputText(at('fullUrl')));
  if (usesDisqus(at)) return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
  const count = at('publicCommentCount');
  const amount = count === 0 ? 'No' : escapeAttr(outputText(count));
  const noun = count === 1 ? 'Comment' : 'Comments';
  return `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${amount}\n  ${noun}\n  </a>\n`;
}

/**
 * The comment thread container: Disqus's, else the value's with the data of the page's
 * `item` (else its `collection`) when there is one.
 */
export function commentsHtml(at: Lookup, escapeAttr: EscapeAttr): string {
  if (usesDisqus(at)) return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
  const attr = (node: unknown, path: string): string => escapeAttr(outputText(getPath(node, path)));
  const item = at('item');
  const [kind, node] = isTruthy(item) ? ['item', item] : ['collection', at('collection')];
  const data = isTruthy(node)
    ? ` data-${kind}-id="${attr(node, 'id')}" data-public-comment-count="${attr(node, 'publicCommentCount')}"` +
      ` data-comment-state="${attr(node, 'commentState')}"`
    : '';
  return `\n  <div class="squarespace-comments" id="comments-${escapeAttr(outputText(at('id')))}"${data}></div>\n`;
}
