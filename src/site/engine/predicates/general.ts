/** General predicates on the current node: parity, nth, plural/singular, ... */
import type { Predicate, PredicateContext } from '../api';
import { argValue } from '../formatters/args';
import { sizeOf } from '../values';
import { platformNumber } from '../../../domain/platform-number';

const integer = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : NaN;
  return Number.isInteger(n) ? n : null;
};

/** The subject of `even?`/`odd?`: the argument names data (`{.even? 2}` reads the key "2", not the literal), else the node. */
const paritySubject = (ctx: PredicateContext): number | null => integer(ctx.args.length ? ctx.resolve(ctx.args[0] as string) : ctx.value);

export const generalPredicates: Record<string, Predicate> = {
  'even?': (ctx) => {
    const n = paritySubject(ctx);
    return n !== null && n % 2 === 0;
  },
  'odd?': (ctx) => {
    const n = paritySubject(ctx);
    return n !== null && Math.abs(n % 2) === 1;
  },
  /** `{.nth? 4}`: node is a multiple of 4; `{.nth? @index0 3}`: the first is; with more arguments, as with one (`{.nth? 4  }`: test/unit/site/engine/tag-white-space.test.ts "a predicate with its delimiter alone has no argument…"). */
  'nth?': (ctx) => {
    const [first = '', second] = ctx.args;
    const two = ctx.args.length === 2;
    const subject = two ? argValue(ctx, first) : ctx.value;
    const m = argValue(ctx, two ? (second as string) : first);
    const modulus = typeof m === 'number' ? m : NaN; // a number only: true and "2" are none (test/unit/site/engine/text-and-nth-rules.test.ts "takes a number only: true, "2" and text data are no…")
    const n = integer(subject);
    return n !== null && Number.isInteger(modulus) && modulus !== 0 && n % modulus === 0;
  },
  // the number text starts with, as the platform reads it ("560c…" is 560, "1abc" 1: test/unit/site/engine/platform-rules.test.ts "plural? and singular? read the number text starts with")
  'plural?': (ctx) => platformNumber(ctx.value) > 1,
  'singular?': (ctx) => platformNumber(ctx.value) === 1,
  /** More than one item or key in the node; arguments are not read (as the platform, test/unit/site/engine/platform-rules.test.ts "has-multiple? counts an object's keys as an array's…"). */
  'has-multiple?': (ctx) => sizeOf(ctx.value) > 1,
  'debug?': (ctx) => ctx.isTruthy(ctx.resolve('debug')),
  // registered by the platform but never true, whatever its node or arguments (registered-late.test.ts)
  'units-metric?': () => false,
};
