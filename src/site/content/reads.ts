/**
 * How the platform's content formatters read their values (found by the differential
 * suite, test/diff): a path through the scopes, a number from loose JSON.
 */
import type { FormatterContext } from '../engine/api.js';
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

/**
 * A number as the platform reads a count or a focal point: a number as it is, a boolean
 * 1 or 0, text up to its first character that is no decimal digit, sign or point ("1e3"
 * is 1, "2.9" 2.9, "" and "abc" NaN), anything else 0.
 */
export function platformNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return 0;
  const lead = /^\s*[+-]?(\d+\.?\d*|\.\d+)/.exec(value);
  return lead ? Number(lead[0].trim()) : NaN;
}

/** A whole number as the platform reads a formatter argument or a size: JavaScript's parseInt. */
export const platformInt = (text: string | undefined): number => parseInt(text ?? '', 10);
