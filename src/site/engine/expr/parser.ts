/**
 * Pratt parser for `.eval` expressions. A source holds several expressions
 * separated by `,`, `;` or plain juxtaposition (`1 2 3`); its value is the
 * last one's.
 */
import { parseRef } from '../ast';
import { type BinaryOp, type Expr, ExprError, type UnaryOp } from './ast';
import { FUNCTIONS } from './functions';
import { type ExprToken, lexExpr } from './lexer';

/** Binding power of each binary operator; all are left-associative but `**`. */
const BINARY: Readonly<Record<string, number>> = {
  '||': 3, '&&': 4,
  '|': 5, '^': 6, '&': 7,
  '==': 8, '!=': 8, '===': 8, '!==': 8,
  '<': 9, '<=': 9, '>': 9, '>=': 9,
  '<<': 10, '>>': 10,
  '+': 11, '-': 11,
  '*': 12, '/': 12, '%': 12,
  '**': 13,
};
const UNARY_POWER = 14;
const CONSTANTS: Readonly<Record<string, unknown>> = {
  true: true, false: false, null: null, NaN: NaN, Infinity: Infinity,
};

export interface ParsedExpr {
  readonly expr: Expr;
  readonly tokens: number;
}

export function parseExpr(src: string, maxTokens?: number): ParsedExpr {
  const tokens = lexExpr(src, maxTokens);
  let pos = 0;
  const peek = (): ExprToken | undefined => tokens[pos];
  const isOp = (v: string): boolean => {
    const t = tokens[pos];
    return t !== undefined && t.t === 'op' && t.v === v;
  };

  /** `after` is the operator that needs this operand, for the message. */
  function primary(after?: string): Expr {
    const token = tokens[pos++];
    if (!token) {
      throw new ExprError('EXPR_INVALID_ARGS', `Missing operand${after ? ` after "${after}"` : ''}`);
    }
    if (token.t === 'num' || token.t === 'str') return { k: 'lit', v: token.v };
    if (token.t === 'name') {
      if (Object.hasOwn(CONSTANTS, token.v)) return { k: 'lit', v: CONSTANTS[token.v] };
      if (isOp('(')) return call(token.v);
      return { k: 'ref', ref: parseRef(token.v) };
    }
    switch (token.v) {
      case '(': {
        const inner = expression(0);
        if (!isOp(')')) throw new ExprError('EXPR_MISMATCHED_PAREN', `Missing ")" for "(" at offset ${token.pos}`);
        pos++;
        return inner;
      }
      case ')':
        throw new ExprError('EXPR_MISMATCHED_PAREN', `Unexpected ")" at offset ${token.pos}`);
      case '!': case '-': case '+': case '~':
        return { k: 'unary', op: token.v as UnaryOp, e: expression(UNARY_POWER, token.v) };
      default:
        // an operator where an operand belongs ("1 + * 2", "* 2")
        throw new ExprError('EXPR_INVALID_ARGS', `Unexpected "${token.v}" at offset ${token.pos}`);
    }
  }

  function call(name: string): Expr {
    pos++; // (
    const args: Expr[] = [];
    while (!isOp(')')) {
      if (!peek()) throw new ExprError('EXPR_MISMATCHED_PAREN', `Missing ")" after arguments of ${name}()`);
      args.push(expression(0, `${name}(`));
      if (isOp(',')) pos++;
      else if (!isOp(')')) throw new ExprError('EXPR_MISMATCHED_PAREN', `Missing ")" after arguments of ${name}()`);
    }
    pos++;
    const fn = FUNCTIONS[name];
    if (!fn) throw new ExprError('EXPR_INVALID_ARGS', `Unknown function "${name}"`);
    if (args.length < fn.min || args.length > fn.max) {
      throw new ExprError('EXPR_INVALID_ARGS', `Function ${name}() takes ${fn.min === fn.max ? fn.min : `${fn.min} to ${fn.max}`} argument(s), got ${args.length}`);
    }
    return { k: 'call', name, args };
  }

  function expression(minPower: number, after?: string): Expr {
    let left = primary(after);
    for (;;) {
      const token = peek();
      if (!token || token.t !== 'op') return left;
      if (token.v === '=') {
        if (minPower > 1) return left;
        if (left.k !== 'ref' || left.ref.kind !== 'var' || left.ref.keys.length > 0) {
          throw new ExprError('EXPR_INVALID_ARGS', `Only a variable @name can be assigned (offset ${token.pos})`);
        }
        pos++;
        left = { k: 'assign', name: left.ref.name, e: expression(1, '=') };
        continue;
      }
      const power = BINARY[token.v];
      if (!power || power < minPower) return left;
      pos++;
      // a right-associative `**` takes an operand of its own power, the others one of a higher power
      const right = expression(token.v === '**' ? power : power + 1, token.v);
      left = { k: 'binary', op: token.v as BinaryOp, l: left, r: right };
    }
  }

  const list: Expr[] = [];
  while (pos < tokens.length) {
    if (isOp(',') || isOp(';')) {
      pos++;
      continue;
    }
    if (isOp(')')) throw new ExprError('EXPR_MISMATCHED_PAREN', `Unexpected ")" at offset ${peek()?.pos ?? 0}`);
    list.push(expression(0));
  }
  const expr: Expr = list.length === 1 ? (list[0] as Expr) : { k: 'seq', list };
  return { expr, tokens: tokens.length };
}
