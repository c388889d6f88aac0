/** Compiles `.eval` source into a node, turning expression errors into template errors. */
import type { TemplateError } from '../api';
import type { Node } from '../ast';
import { type Position, makeError, reasonOf } from '../errors';
import { ExprError } from './ast';
import { parseExpr } from './parser';

export function compileEval(
  source: string,
  at: Position,
  options: { readonly maxExpressionTokens?: number | undefined },
  errors: TemplateError[],
): Node {
  try {
    const { expr, tokens } = parseExpr(source, options.maxExpressionTokens);
    return { t: 'eval', expr, tokens, at };
  } catch (e) {
    const code = e instanceof ExprError && e.code !== 'EXPRESSION_REDUCE' ? e.code : 'EXPR_SYNTAX';
    const reason = reasonOf(e);
    errors.push(makeError(code, `Expression error in {.eval${source}}: ${reason}`, at));
    return { t: 'eval', expr: null, tokens: 0, at };
  }
}
