/**
 * Comment links and thread containers of content items and collections; the
 * wording and show rules are shared with the widgets (src/domain/content/comments.ts).
 */
import { isRecord, scalarText } from '../../../domain/json.js';
import { looseNumber as num } from '../../../domain/loose.js';
import { publicCommentCount } from '../../../domain/content/comments.js';

export { commentCountText, disqusShortname, publicCommentCount } from '../../../domain/content/comments.js';

export type EscapeAttr = (text: string) => string;

/** `<a>` to the item's comments, counted here or by Disqus. */
export function commentLinkHtml(item: unknown, usesDisqus: boolean, escapeAttr: EscapeAttr): string {
  const node = isRecord(item) ? item : {};
  const id = escapeAttr(scalarText(node.id));
  const url = escapeAttr(scalarText(node.fullUrl));
  if (usesDisqus) {
    return `<a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>`;
  }
  const count = publicCommentCount(node);
  const amount = count === 0 ? 'No' : String(count);
  const noun = count === 1 ? 'Comment' : 'Comments';
  return (
    `<a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n` +
    `  ${amount}\n  ${noun}\n  </a>`
  );
}

/** The comment thread container of an item or collection. */
export function commentsHtml(node: unknown, usesDisqus: boolean, escapeAttr: EscapeAttr): string {
  if (usesDisqus) return '<div class="squarespace-comments" id="disqus_thread"></div>';
  const item = isRecord(node) ? node : {};
  const id = escapeAttr(scalarText(item.id));
  const count = escapeAttr(String(publicCommentCount(item)));
  const state = escapeAttr(String(num(item.commentState) ?? 0));
  return (
    `<div class="squarespace-comments" id="comments-${id}" data-collection-id="${id}" ` +
    `data-public-comment-count="${count}" data-comment-state="${state}"></div>`
  );
}
