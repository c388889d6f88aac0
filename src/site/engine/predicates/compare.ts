/** Comparison predicates: `{.equal? a b}`, `{.greaterThan? @ 3}`, ... */
import type { Predicate, PredicateContext } from '../api';
import { argValue } from '../formatters/args';
import { scalarText } from '../../../domain/json';

/**
 * Two arguments compare with each other; one compares the current node with it. The
 * arguments are read as written (`{.equal? a  b}` compares a with "": test/unit/site/docs/language-docs.test.ts "equal? compares two arguments, split on the character…").
 */
function operands(ctx: PredicateContext): [unknown, unknown] | null {
  const [a, b] = ctx.args;
  if (a === undefined) return null;
  if (b === undefined) return [ctx.value, argValue(ctx, a)];
  return [argValue(ctx, a), argValue(ctx, b)];
}

function equal(x: unknown, y: unknown): boolean {
  // a missing value equals null (as the platform, test/unit/site/engine/language.test.ts "compares a missing value as null…")
  if ((x ?? null) === (y ?? null)) return true;
  if (typeof x === 'object' && typeof y === 'object' && x !== null && y !== null) {
    return JSON.stringify(x) === JSON.stringify(y);
  }
  return false;
}

/**
 * The right-hand value read as a number: text by its leading decimal (`12abc` 12, `1e2` 1,
 * else NaN), booleans 1/0, the rest 0.
 */
function asNumber(y: unknown): number {
  if (typeof y === 'number') return y;
  if (typeof y === 'boolean') return y ? 1 : 0;
  if (typeof y === 'string') return Number(/^\s*[-+]?(\d+\.?\d*|\.\d+)/.exec(y)?.[0] ?? NaN);
  return 0;
}

/** The right-hand value read as a boolean: `true`, "true", non-zero whole numbers (2.5 is false: as the platform, test/unit/site/engine/language.test.ts "reads a number as a boolean when a boolean is compared…"). */
const asBoolean = (y: unknown): boolean => y === true || (typeof y === 'string' && y.trim() === 'true') || (Number.isInteger(y) && y !== 0);

/**
 * -1, 0 or 1, as the platform compares (test/unit/site/engine/platform-rules.test.ts "comparisons: the left value decides…"): the
 * left value's kind decides and the right one is read as that kind (a number, text
 * compared by UTF-16 code units, a boolean); any other left value is 0 when equal to
 * the right one, else -1 (less).
 */
function order(x: unknown, y: unknown): number {
  if (typeof x === 'number') {
    const n = asNumber(y);
    return x < n ? -1 : x === n ? 0 : 1; // NaN (text without a number) is "greater"
  }
  if (typeof x === 'string') {
    const t = scalarText(y); // the right-hand value as text: numbers and booleans as written, the rest ""
    return x < t ? -1 : x > t ? 1 : 0;
  }
  if (typeof x === 'boolean') return Number(x) - Number(asBoolean(y));
  return equal(x, y) ? 0 : -1;
}

const comparing = (test: (c: number) => boolean): Predicate => (ctx) => {
  const pair = operands(ctx);
  if (!pair) return false;
  return test(order(pair[0], pair[1]));
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
