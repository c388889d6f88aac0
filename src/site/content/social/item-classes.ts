/**
 * `item-classes`: the CSS classes of a content item in a list, as the platform writes
 * them (test/unit/site/content/social.test.ts "lists the item classes in order, every field through…"): promoted block, categories, tags, author, post type, position,
 * featured, and the store item's sale and sold-out state. Every field is read through the
 * scopes (reads.ts) and tested as a template tests it.
 */
import { getPath } from '../../../domain/json';
import { platformNumber } from '../../../domain/platform-number';
import { isTruthy, toText } from '../../engine/values';
import type { Lookup } from '../reads';

/** The platform's slug: lower case, only ASCII letters, digits, spaces and `-`, each run of spaces one `-`. */
export function classSlug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9\s-]/g, '').replace(/\s+/g, '-');
}

export interface ItemClassState {
  /** 1-based position in the repeated section, when inside one. */
  readonly index?: number;
  readonly onSale?: boolean;
  readonly soldOut?: boolean;
}

/** `post-type-` always, with the label as written (the caller escapes the whole). */
export function itemClasses(at: Lookup, state: ItemClassState = {}): string {
  const classes = ['hentry'];
  const promoted = at('promotedBlockType');
  if (isTruthy(promoted)) classes.push('promoted', `promoted-block-${classSlug(toText(promoted))}`);
  for (const [name, list] of [['category', at('categories')], ['tag', at('tags')]] as const) {
    // a list or any object, read as the platform reads it: as many entries as keys, at 0, 1, ... (docs/site-engine.md "Rules the suite found")
    if (typeof list === 'object' && list !== null) {
      const entries = list as Readonly<Record<number, unknown>>;
      for (let i = 0, n = Object.keys(list).length; i < n; i++) classes.push(`${name}-${classSlug(toText(entries[i]))}`);
    }
  }
  const author = getPath(at('author'), 'displayName');
  if (isTruthy(author)) classes.push(`author-${classSlug(toText(author))}`);
  classes.push(`post-type-${toText(at('recordTypeLabel'))}`);
  if (state.index !== undefined) classes.push(`article-index-${state.index}`);
  if (isTruthy(at('starred'))) classes.push('featured');
  if (state.onSale) classes.push('on-sale');
  if (state.soldOut) classes.push('sold-out');
  return classes.join(' ');
}

/** `@index` as the engine resolves it, when it is a position. */
export function positionOf(index: unknown): number | undefined {
  const n = platformNumber(index);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
