/**
 * Comments on content items (docs/behaviour.md §3 website settings, 4 "Comments and links", 5
 * comment count wording), shared by the comment formatters and predicates and the
 * content widget.
 */
import { isRecord } from '../json';
import { platformNumber } from '../platform-number';
import { CommentState } from './enums';

/** "No Comments" at 0, "1 Comment" at 1, "N Comments" otherwise. */
export function commentCountText(count: number): string {
  if (count === 0) return 'No Comments';
  return count === 1 ? '1 Comment' : `${count} Comments`;
}

/**
 * An item's public comment count as the platform's `comment-count` reads it
 * (test/unit/site/content/social.test.ts): the item's `publicCommentCount` read by
 * platformNumber ("2.9" is 2.9, "1abc" 1, "" NaN, missing 0); a value that is no item has none (0).
 */
export function publicCommentCount(node: unknown): number {
  return platformNumber(isRecord(node) ? node.publicCommentCount : undefined);
}

/** The external comments provider's (Disqus) short name of the website settings (either spelling), or "". */
export function disqusShortname(settings: unknown): string {
  if (!isRecord(settings)) return '';
  const name = settings.disqusShortname ?? settings.disqusShortName;
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * Whether an item's (or collection's) comments show: commentState open, or a public
 * count above 0 (both read as the platform reads numbers); never when website settings
 * are there (whatever they are) and their commentsEnabled is not true as `isTrue` reads
 * it (the template engine passes its truthiness: "x" and 1 enable, 0 and "" do not).
 */
export function commentsShown(node: unknown, settings: unknown, isTrue = (v: unknown): boolean => v === true): boolean {
  if (settings !== undefined && !isTrue(isRecord(settings) ? settings.commentsEnabled : undefined)) return false;
  if (!isRecord(node)) return false;
  return platformNumber(node.commentState) === CommentState.open || publicCommentCount(node) > 0;
}
