/** Functions callable from `.eval` expressions: the platform's (no floor, ceil or round there, test/unit/site/engine/generated-template-rules.test.ts ".eval has num, str, bool, abs, min and max, not floor…"). */
import { toBool, toNumber, toStr } from './coerce';

export interface ExprFunction {
  readonly min: number;
  readonly max: number;
  readonly fn: (args: readonly unknown[]) => unknown;
}

/** min's and max's arguments: an object or a list is passed over (max(o, 1) is 1; with nothing else, no value), as the platform (docs/site-engine.md "Rules the suite found"). */
const numbers = (args: readonly unknown[]): number[] => args.filter((v) => typeof v != 'object' || !v).map(toNumber);

export const FUNCTIONS: Readonly<Record<string, ExprFunction>> = {
  num: { min: 1, max: 1, fn: ([v]) => toNumber(v) },
  str: { min: 1, max: 1, fn: ([v]) => toStr(v) },
  bool: { min: 1, max: 1, fn: ([v]) => toBool(v) },
  abs: { min: 1, max: 1, fn: ([v]) => Math.abs(toNumber(v)) },
  // each next argument is taken unless the one so far is smaller (larger): NaN so far is passed over, NaN last wins (as the platform, docs/site-engine.md "Rules the suite found")
  min: { min: 1, max: Infinity, fn: (args) => numbers(args).reduce((r, x) => (r < x ? r : x)) },
  max: { min: 1, max: Infinity, fn: (args) => numbers(args).reduce((r, x) => (r > x ? r : x)) },
};
