/** Comparison predicates: `{.equal? a b}`, `{.greaterThan? @ 3}`, ... */
import type { Predicate, PredicateContext } from '../api.js';
import { argValue } from '../formatters/args.js';

/** Two arguments compare with each other; one compares the current node with it. */
function operands(ctx: PredicateContext): [unknown, unknown] | null {
  const [a, b] = ctx.args.filter((x) => x.trim() !== '');
  if (a === undefined) return null;
  if (b === undefined) return [ctx.value, argValue(ctx, a)];
  return [argValue(ctx, a), argValue(ctx, b)];
}

function equal(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x === 'object' && typeof y === 'object' && x !== null && y !== null) {
    return JSON.stringify(x) === JSON.stringify(y);
  }
  return false;
}

/** -1, 0, 1; null when the values cannot be ordered (different kinds). */
function order(x: unknown, y: unknown): number | null {
  if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return null;
}

const comparing = (test: (c: number) => boolean): Predicate => (ctx) => {
  const pair = operands(ctx);
  if (!pair) return false;
  const c = order(pair[0], pair[1]);
  return c !== null && test(c);
};

export const comparePredicates: Record<string, Predicate> = {
  'equal?': (ctx) => {
    const pair = operands(ctx);
    return pair !== null && equal(pair[0], pair[1]);
  },
  'notEqual?': (ctx) => {
    const pair = operands(ctx);
    return pair !== null && !equal(pair[0], pair[1]);
  },
  'greaterThan?': comparing((c) => c > 0),
  'greaterThanOrEqual?': comparing((c) => c >= 0),
  'lessThan?': comparing((c) => c < 0),
  'lessThanOrEqual?': comparing((c) => c <= 0),
};
