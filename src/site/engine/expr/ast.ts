/** The `.eval` expression tree. */
import type { TemplateErrorCode } from '../api';
import type { Ref } from '../ast';

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
  // `declare`d and set in the constructor: a class field would also be written out as a declaration in the chunk
  declare readonly code: Extract<TemplateErrorCode, `EXPR_${string}` | 'EXPRESSION_REDUCE'>;

  constructor(code: ExprError['code'], message: string) {
    super(message);
    this.code = code;
    this.name = 'ExprError';
  }
}
