/**
 * Comment counts, links and threads of content items and collections
 * (SPEC.md 3 website settings, 5 comment count wording).
 */
import { isRecord, num, scalarText } from '../lib/values.js';

export type EscapeAttr = (text: string) => string;

/** "No Comments" at 0, "1 Comment" at 1, "N Comments" otherwise. */
export function commentCountText(count: number): string {
  if (count === 0) return 'No Comments';
  return count === 1 ? '1 Comment' : `${count} Comments`;
}

/** The item's public comment count: a number, or a node holding one. */
export function publicCommentCount(value: unknown): number {
  if (isRecord(value)) return num(value.publicCommentCount) ?? 0;
  return num(value) ?? 0;
}

/** The Disqus short name of the website settings (either spelling), or "". */
export function disqusShortname(settings: unknown): string {
  if (!isRecord(settings)) return '';
  const name = settings.disqusShortname ?? settings.disqusShortName;
  return typeof name === 'string' ? name.trim() : '';
}

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
