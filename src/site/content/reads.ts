/**
 * How the platform's content formatters read their values (found by the differential
 * suite, docs/site-engine.md "Rules the suite found"): a path through the scopes, a whole number; numbers from loose JSON
 * are read by platformNumber (src/domain/platform-number.ts).
 */
import type { FormatterContext, PredicateContext } from '../engine/api.js';
import { getPath, isRecord } from '../../domain/json.js';

/** Reads a path as the platform's markup formatters do. */
export type Lookup = (path: string) => unknown;

/**
 * The platform renders its markup formatters (comments, links, buttons) as templates over
 * the value: a variable there is found as `{path}` inside `{.section value}` finds it, on
 * the value first (a key present, even null, stops the search), else in the scopes around
 * the formatter (`{foo|comments}` reads `item` from the page when foo has none).
 */
export function scopedLookup(value: unknown, ctx: FormatterContext): Lookup {
  return (path) => {
    const dot = path.indexOf('.');
    const head = dot < 0 ? path : path.slice(0, dot);
    const base = isRecord(value) && Object.hasOwn(value, head) ? value[head] : ctx.resolve(head);
    return dot < 0 ? base : getPath(base, path.slice(dot + 1));
  };
}

/** A whole number as the platform reads a formatter argument or a size: JavaScript's parseInt. */
export const platformInt = (text: string | undefined): number => parseInt(text ?? '', 10);

/** A predicate's field: `path` below the current value. */
export const field = (ctx: PredicateContext, path: string): unknown => getPath(ctx.value, path);
