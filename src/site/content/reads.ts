/**
 * How the platform's content formatters read their values (found by the differential
 * suite, docs/site-engine.md "Rules the suite found"): a path through the scopes, a whole number; numbers from loose JSON
 * are read by platformNumber (src/domain/platform-number.ts).
 */
import type { FormatterContext, PredicateContext } from '../engine/api';
import { getPath, isRecord } from '../../domain/json';

/** Reads a path as the platform's markup formatters do. */
export type Lookup = (path: string) => unknown;

/**
 * The platform renders its markup formatters (comments, links, buttons) as templates over
 * the value: a variable there is found as `{path}` inside `{.section value}` finds it, on
 * the value first (a key present, even null, stops the search), then on the tag's own
 * variable as it was before the chain's formatters (`{item|json|comments}` reads item's id),
 * else in the scopes around the formatter (`{foo|comments}` reads `item` from the page when
 * foo has none). test/unit/site/engine/registered-late.test.ts, "the tag's variable".
 */
export function scopedLookup(value: unknown, ctx: FormatterContext): Lookup {
  return (path) => {
    const dot = path.indexOf('.');
    const head = dot < 0 ? path : path.slice(0, dot);
    const base = ownKey(value, head) ?? ownKey(ctx.node, head) ?? { found: ctx.resolve(head) };
    return dot < 0 ? base.found : getPath(base.found, path.slice(dot + 1));
  };
}

/** A key the value holds (null too), boxed so that a present `undefined`-free miss is told apart. */
export function ownKey(value: unknown, key: string): { found: unknown } | undefined {
  return isRecord(value) && Object.hasOwn(value, key) ? { found: value[key] } : undefined;
}

/** A whole number as the platform reads a formatter argument or a size: JavaScript's parseInt. */
export const platformInt = (text: string | undefined): number => parseInt(text ?? '', 10);

/** A predicate's field: `path` below the current value. */
export const field = (ctx: PredicateContext, path: string): unknown => getPath(ctx.value, path);
