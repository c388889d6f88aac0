/** Data formatters: JSON output, lookups, counting and numbers. */
import type { Formatter } from '../api';
import { descend, isObject, sizeOf, toJson } from '../values';
import { pathArg } from './args';
import { platformNumber } from '../../../domain/platform-number';

const keyText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** A `get` argument's keys: a list gives its items, a list in it its text (["a"] is "a", ["a", "b"] "a,b"): as the platform, test/unit/site/engine/platform-rules.test.ts "get: an argument that is a list gives its items as…". */
const keysOf = (v: unknown): unknown[] => (Array.isArray(v) ? v.map((k) => (Array.isArray(k) ? String(k) : k)) : [v]);

/**
 * `get a b`: walks the value by the arguments' data, one key each (a list's items in turn); a name that finds
 * nothing finds nothing, an empty one too; a list's item is read by a number, never by text (as the platform, docs/site-engine.md "Rules the suite found").
 */
const get: Formatter = (value, ctx) => {
  const found = ctx.args.map((a) => pathArg(ctx, a)); // as written: an empty one (`{x|get a }`) finds nothing
  if (found.includes(undefined)) return undefined;
  return found.flatMap(keysOf).reduce<unknown>((v, k) => (Array.isArray(v) && typeof k !== 'number' ? undefined : descend(v, [keyText(k)])), value);
};

/** `prop a.b c`: walks the value by literal keys (dotted paths allowed), as written (`{x|prop a }` walks a, then ""). */
const prop: Formatter = (value, ctx) => descend(value, ctx.args.flatMap((a) => a.split('.')));

/** `lookup path`: the path's value is a name, read as the path is (the formatter's value is not read: test/unit/site/engine/formatters.test.ts "reads get and lookup arguments as data…"). */
const lookup: Formatter = (_value, ctx) => {
  const arg = ctx.args[0];
  if (arg === undefined) return ''; // no argument: "", as the platform (docs/site-engine.md "Rules the suite found")
  const key = keyText(pathArg(ctx, arg));
  return key ? pathArg(ctx, key) : undefined;
};

/** `key-by path`: an array of objects to an object keyed by each one's path. */
const keyBy: Formatter = (value, ctx) => {
  const text = ctx.args[0] ?? '';
  // no array, or no path (none, or an empty one as `key-by  name` gives): {}, as the platform (docs/site-engine.md "Rules the suite found")
  if (!Array.isArray(value) || text === '') return {};
  // the path as written, every segment kept: `a.` reads the key "" of `a`, `a..b` the key "" between
  // (test/unit/site/engine/formatters.test.ts "key-by reads its path as written"); `key-by\r\nname`
  // reads "\nname" (test/unit/site/engine/tag-white-space.test.ts "message, get, prop and key-by read each argument as…")
  const path = text.split('.');
  const out: Record<string, unknown> = {};
  // the key is the value's JavaScript text ("" too, "null", "A,B" for a list): as the platform, test/unit/site/engine/formatters.test.ts "key-by keys each item by its value's JavaScript text…"
  for (const item of value) {
    const key = descend(item, path);
    if (key !== undefined) out[String(key)] = item;
  }
  return out;
};

const count: Formatter = (value) => (typeof value === 'string' ? value.length : sizeOf(value));

const json: Formatter = (value) => (value === undefined ? '' : toJson(value));
const jsonPretty: Formatter = (value) => (value === undefined ? '' : toJson(value, 2));
const raw: Formatter = (value) => (value === undefined ? 'null' : (JSON.stringify(value) ?? 'null')); // missing is null, as the platform

const cycle: Formatter = (value, ctx) => {
  const n = ctx.args.length;
  // in doubles, as the platform: 1e-300 - 1 is -1 (a tiny number is 0)
  const i = platformNumber(value) - 1;
  if (!n || !Number.isInteger(i)) return undefined;
  return ctx.args[((i % n) + n) % n];
};

const mod: Formatter = (value, ctx) => {
  // the divisor is the argument's text read as an integer ("2.5" is 2, "1e1" 1, a variable's name NaN);
  // no usable divisor (missing, 0, not a number) is 2, as the platform (test/unit/site/engine/platform-rules.test.ts "data formatters read numbers as the platform: missing…")
  const m = Number.parseInt(ctx.args[0] ?? '', 10) || 2;
  return platformNumber(value) % m;
};

const round: Formatter = (value) => Math.round(platformNumber(value));

/** The repeated section's index as text ("1"), "" outside one, as the platform. */
const iter: Formatter = (_value, ctx) => {
  const index = ctx.resolve('@index');
  return index === undefined || index === null ? '' : String(index);
};

/**
 * `find-first` / `find-last`: a list's first (last) item; with a path, the first (last) item whose
 * path is truthy. Two arguments find nothing, and so does a value that is not a list (docs/site-engine.md
 * "Formatters the platform registers late"; test/unit/site/engine/registered-late.test.ts).
 */
const find =
  (fromEnd: boolean): Formatter =>
  (value, ctx) => {
    if (!Array.isArray(value) || ctx.args.length === 2) return undefined;
    const items = fromEnd ? [...value].reverse() : value;
    const path = ctx.args[0];
    return path === undefined ? items[0] : items.find((item) => ctx.isTruthy(descend(item, path.split('.'))));
  };

/** A name the platform registers that leaves the value as it is (the legacy money names, `unit`, `datetimefield`). */
export const passOn: Formatter = (value) => value;

const pluralize: Formatter = (value, ctx) => {
  const [a, b] = ctx.args;
  const singular = b === undefined ? '' : (a ?? '');
  const plural = b === undefined ? (a ?? 's') : b;
  return platformNumber(value) === 1 ? singular : plural; // "1abc", "1,000" and "1.0" are 1 (test/unit/site/engine/text-and-nth-rules.test.ts "is singular for text read as 1 ("1abc", "1,000", "1.0"…")
};

export const dataFormatters: Record<string, Formatter> = {
  get,
  prop,
  lookup,
  'key-by': keyBy,
  count,
  json,
  'json-pretty': jsonPretty,
  raw,
  cycle,
  mod,
  round,
  iter,
  pluralize,
  'find-first': find(false),
  'find-last': find(true),
  unit: passOn,
  datetimefield: passOn,
};
