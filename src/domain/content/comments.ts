/**
 * Comments on content items (docs/behaviour.md §3 website settings, 4 "Comments and links", 5
 * comment count wording), shared by the comment formatters and predicates and the
 * content widget.
 */
import { isRecord } from '../json.js';
import { looseNumber as num } from '../loose.js';
import { platformNumber } from '../platform-number.js';
import { CommentState } from './enums.js';

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
  return platformNumber(node.commentState) === CommentState.open || platformNumber(node.publicCommentCount) > 0;
}
