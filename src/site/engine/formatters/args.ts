/** Reading formatter/predicate arguments: literals or variables. */
import type { FormatterContext, PluginContext } from '../api';
import { child, descend } from '../values';

const NUMBER_RE = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A quoted string, number, `true`, `false` or `null` is a literal; anything
 * else is a variable resolved in the current scope. As the platform reads them
 * (test/unit/site/engine/tag-white-space.test.ts "a predicate reads each argument as written: an empty…"): ASCII white space after a number or a double-quoted string is allowed,
 * anywhere else it is part of the argument (`{.equal? a a\n}` reads the variable
 * "a\n", `{.equal? t true\t}` the variable "true\t").
 */
export function argValue(ctx: PluginContext, arg: string): unknown {
  const text = arg.replace(/[ \t\n\v\f\r]+$/, ''); // ASCII white space only: "4\u00a0" names data
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text.slice(1, -1);
    }
  }
  if (arg.length >= 2 && arg.startsWith("'") && arg.endsWith("'")) return arg.slice(1, -1);
  if (NUMBER_RE.test(text)) return Number(text);
  if (arg === 'true') return true;
  if (arg === 'false') return false;
  if (arg === 'null') return null;
  return ctx.resolve(arg);
}

/**
 * A name in a formatter's argument, as the platform reads it for `get`, `lookup` and `product-quick-view`
 * (test/unit/site/engine/formatters.test.ts "reads get and lookup arguments as data: a literal names…"): in the tag's own variable first (`@` is that variable; else its key, then the path below it),
 * then in the scopes; a number or `true` is a name too; as written (`{x|get a\n}` names "a\n").
 */
export function pathArg(ctx: FormatterContext, arg: string): unknown {
  if (arg === '@') return ctx.node;
  const keys = arg.split('.');
  const value = child(ctx.node, keys[0] as string);
  return value === undefined ? ctx.resolve(arg) : descend(value, keys, 1);
}

/** A number from a value: numbers as they are, numeric strings parsed, else NaN. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/** An integer argument, or the fallback when absent or not a number. */
export function intArg(args: readonly string[], i: number, fallback: number): number {
  const text = args[i];
  if (text === undefined || text.trim() === '') return fallback;
  const n = parseInt(text, 10);
  return Number.isNaN(n) ? fallback : n;
}
