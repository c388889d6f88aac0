/**
 * `item-classes`: the CSS classes of a content item in a list: promoted
 * block, categories, tags, author, post type, position, featured, and the
 * store item's sale and sold-out state.
 */
import { getPath, isRecord, str } from '../../../domain/json.js';
import { looseNumber as num } from '../../../domain/loose.js';

/** Lower case, runs of other characters as one `-`. */
export function classSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

export interface ItemClassState {
  /** 1-based position in the repeated section, when inside one. */
  readonly index?: number;
  readonly onSale?: boolean;
  readonly soldOut?: boolean;
}

export function itemClasses(item: unknown, state: ItemClassState = {}): string {
  const node = isRecord(item) ? item : {};
  const classes = ['hentry'];
  const promoted = str(node.promotedBlockType);
  if (promoted !== '') classes.push('promoted', `promoted-block-${classSlug(promoted)}`);
  for (const category of listOf(node.categories)) classes.push(`category-${classSlug(category)}`);
  for (const tag of listOf(node.tags)) classes.push(`tag-${classSlug(tag)}`);
  const author = str(getPath(node, 'author.displayName'));
  if (author.trim() !== '') classes.push(`author-${classSlug(author)}`);
  const label = str(node.recordTypeLabel);
  if (label !== '') classes.push(`post-type-${classSlug(label)}`);
  if (state.index !== undefined) classes.push(`article-index-${state.index}`);
  if (node.starred === true) classes.push('featured');
  if (state.onSale) classes.push('on-sale');
  if (state.soldOut) classes.push('sold-out');
  return classes.join(' ');
}

/** `@index` as the engine resolves it, when it is a position. */
export function positionOf(index: unknown): number | undefined {
  const n = num(index);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}
