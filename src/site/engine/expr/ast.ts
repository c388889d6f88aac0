/** The `.eval` expression tree. */
import type { TemplateErrorCode } from '../api.js';
import type { Ref } from '../ast.js';

export type BinaryOp =
  | '**' | '*' | '/' | '%' | '+' | '-' | '<<' | '>>'
  | '<' | '<=' | '>' | '>=' | '==' | '!=' | '===' | '!=='
  | '&' | '^' | '|' | '&&' | '||';
export type UnaryOp = '!' | '-' | '+' | '~';

export type Expr =
  | { readonly k: 'lit'; readonly v: unknown }
  | { readonly k: 'ref'; readonly ref: Ref }
  | { readonly k: 'unary'; readonly op: UnaryOp; readonly e: Expr }
  | { readonly k: 'binary'; readonly op: BinaryOp; readonly l: Expr; readonly r: Expr }
  | { readonly k: 'assign'; readonly name: string; readonly e: Expr }
  | { readonly k: 'call'; readonly name: string; readonly args: readonly Expr[] }
  | { readonly k: 'seq'; readonly list: readonly Expr[] };

/** An expression error, thrown inside the expr module, caught at its edge. */
export class ExprError extends Error {
  constructor(
    readonly code: Extract<TemplateErrorCode, `EXPR_${string}` | 'EXPRESSION_REDUCE'>,
    message: string,
  ) {
    super(message);
    this.name = 'ExprError';
  }
}
