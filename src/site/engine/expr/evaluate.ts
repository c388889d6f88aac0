/** Reduces an expression tree to a value, with JavaScript's semantics. */
import type { Ref } from '../ast';
import { type BinaryOp, type Expr, ExprError } from './ast';
import { lessThan, looseEquals, strictEquals, toBool, toNumber, toStr, scalar } from './coerce';
import { FUNCTIONS } from './functions';

export interface ExprScope {
  resolve(ref: Ref): unknown;
  assign(name: string, value: unknown): void;
  readonly maxStringLength?: number | undefined;
}

/** Marks "no value" (an assignment, an empty source). */
export const NO_VALUE: unique symbol = Symbol('no value');

function checkLength(value: unknown, scope: ExprScope): unknown {
  const max = scope.maxStringLength;
  if (max !== undefined && typeof value === 'string' && value.length > max) {
    throw new ExprError('EXPR_STRING_LIMIT', `String of length ${value.length} exceeds the maximum of ${max}`);
  }
  return value;
}

function binary(op: BinaryOp, a: unknown, b: unknown): unknown {
  switch (op) {
    case '+': {
      const x = scalar(a);
      const y = scalar(b);
      if (typeof x === 'string' || typeof y === 'string') return toStr(x) + toStr(y);
      return toNumber(x) + toNumber(y);
    }
    case '-': return toNumber(a) - toNumber(b);
    case '*': return toNumber(a) * toNumber(b);
    case '/': return toNumber(a) / toNumber(b);
    case '%': return toNumber(a) % toNumber(b);
    case '**': return toNumber(a) ** toNumber(b);
    case '<<': return toNumber(a) << toNumber(b);
    case '>>': return toNumber(a) >> toNumber(b);
    case '&': return toNumber(a) & toNumber(b);
    case '|': return toNumber(a) | toNumber(b);
    case '^': return toNumber(a) ^ toNumber(b);
    case '<': return lessThan(a, b);
    case '>': return lessThan(b, a);
    case '<=': return lessThan(a, b, true);
    case '>=': return lessThan(b, a, true);
    case '==': return looseEquals(a, b);
    case '!=': return !looseEquals(a, b);
    case '===': return strictEquals(a, b);
    case '!==': return !strictEquals(a, b);
    // both sides of `&&` and `||` run, and they give a boolean (as the platform, test/unit/site/engine/language.test.ts "runs both sides of && and ||, which give a boolean; an…")
    case '&&': return toBool(a) && toBool(b);
    case '||': return toBool(a) || toBool(b);
  }
}

export function evaluate(expr: Expr, scope: ExprScope): unknown {
  switch (expr.k) {
    case 'lit':
      return checkLength(expr.v, scope);
    case 'ref': {
      const v = scope.resolve(expr.ref);
      // the platform's expressions take scalars only: an object or array operand fails the expression (test/unit/site/engine/platform-rules.test.ts "expressions take scalars only: an object or array…")
      if (typeof v === 'object' && v !== null) throw new ExprError('EXPRESSION_REDUCE', `"${expr.ref.text}" is not a value`);
      return v;
    }
    case 'unary': {
      const v = evaluate(expr.e, scope);
      if (v === NO_VALUE) return v;
      if (expr.op === '!') return !toBool(v);
      // `~` of a named value (data or @variable) is -1: the platform reads no number there (docs/site-engine.md "Rules the suite found")
      if (expr.op === '~') return expr.e.k === 'ref' ? -1 : ~toNumber(v);
      return expr.op === '-' ? -toNumber(v) : toNumber(v);
    }
    case 'binary': {
      const l = evaluate(expr.l, scope);
      const r = evaluate(expr.r, scope);
      // an operand with no value (an assignment) gives the operator none, with no error (as the platform, test/unit/site/engine/language.test.ts "runs both sides of && and ||, which give a boolean; an…")
      return l === NO_VALUE || r === NO_VALUE ? NO_VALUE : checkLength(binary(expr.op, l, r), scope);
    }
    case 'assign': {
      const v = expr.e.k === 'ref' ? scope.resolve(expr.e.ref) : evaluate(expr.e, scope);
      // a missing value is assigned as null; nothing (another assignment), an object or a list is not assigned,
      // with no error (as the platform, test/unit/site/engine/language.test.ts "assigns no object or list, with no error, keeping the…")
      if (v !== NO_VALUE && (typeof v !== 'object' || v === null)) scope.assign(expr.name, v ?? null);
      return NO_VALUE;
    }
    case 'call': {
      const fn = FUNCTIONS[expr.name];
      if (!fn) throw new ExprError('EXPR_INVALID_ARGS', `Unknown function "${expr.name}"`);
      // min and max take a name holding an object or a list, and pass over it (functions.ts)
      const args = expr.args.map((a) => (fn.max > 1 && a.k === 'ref' ? scope.resolve(a.ref) : evaluate(a, scope)));
      return args.includes(NO_VALUE) ? NO_VALUE : checkLength(fn.fn(args), scope);
    }
    case 'seq': {
      let last: unknown = NO_VALUE;
      for (const e of expr.list) last = evaluate(e, scope);
      return last;
    }
  }
}
