/** Constructors for the engine's typed errors, with clear messages. */
import type { TemplateError, TemplateErrorCode, TemplateErrorKind } from './api.js';

export interface Position {
  readonly line: number;
  readonly column: number;
}

const KIND: Readonly<Partial<Record<TemplateErrorCode, TemplateErrorKind>>> = {
  UNKNOWN_FORMATTER: 'syntax',
  UNKNOWN_PREDICATE: 'syntax',
  UNKNOWN_INSTRUCTION: 'syntax',
  UNCLOSED_BLOCK: 'syntax',
  END_MISMATCH: 'syntax',
  EOF_IN_BLOCK: 'syntax',
  INVALID_ARGUMENTS: 'syntax',
  SYNTAX: 'syntax',
  EXPR_UNEXPECTED_CHAR: 'expression',
  EXPR_UNTERMINATED_STRING: 'expression',
  EXPR_MISMATCHED_PAREN: 'expression',
  EXPR_INVALID_ARGS: 'expression',
  EXPR_TOKEN_LIMIT: 'expression',
  EXPR_STRING_LIMIT: 'expression',
  EXPR_SYNTAX: 'expression',
};

export function kindOf(code: TemplateErrorCode): TemplateErrorKind {
  return KIND[code] ?? 'runtime';
}

export function makeError(code: TemplateErrorCode, message: string, at?: Position): TemplateError {
  const where = at ? ` (line ${at.line}, column ${at.column})` : '';
  const error: TemplateError = { kind: kindOf(code), code, message: message + where };
  return at ? { ...error, line: at.line, column: at.column } : error;
}

/** Message texts, one place for each error. */
export const messages = {
  unknownFormatter: (name: string) => `Unknown formatter "${name}"`,
  unknownPredicate: (name: string) => `Unknown predicate "${name}"`,
  unknownInstruction: (text: string) => `Unknown instruction "{${text}}"`,
  unclosedBlock: (name: string, line: number) =>
    `Unclosed block "${name}" opened on line ${line}: end of input reached before its {.end}`,
  endMismatch: (what: string) => `Unexpected {${what}} with no open block to close`,
  misplaced: (what: string, block: string) => `{${what}} is not allowed inside "${block}"`,
  invalidArguments: (what: string, reason: string) => `Invalid arguments for "${what}": ${reason}`,
  partialNotFound: (name: string) => `Partial or macro "${name}" not found`,
  recursionDepth: (name: string, max: number) =>
    `Partial recursion depth exceeded applying "${name}": maximum nesting is ${max}`,
  formatterFailed: (name: string, reason: string) => `Formatter "${name}" failed: ${reason}`,
  predicateFailed: (name: string, reason: string) => `Predicate "${name}" failed: ${reason}`,
  injectFailed: (path: string, reason: string) => `Inject "${path}" failed: ${reason}`,
} as const;
