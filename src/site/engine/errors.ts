/** Constructors for the engine's typed errors, with clear messages. */
import type { TemplateError, TemplateErrorCode, TemplateErrorKind } from './api';

export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Syntax codes; every `EXPR_` code is an expression error; the rest are runtime errors. */
const SYNTAX: ReadonlySet<string> = new Set(
  'UNKNOWN_FORMATTER UNKNOWN_PREDICATE UNKNOWN_INSTRUCTION UNCLOSED_BLOCK END_MISMATCH EOF_IN_BLOCK INVALID_ARGUMENTS SYNTAX'.split(' '),
);

export function kindOf(code: TemplateErrorCode): TemplateErrorKind {
  return SYNTAX.has(code) ? 'syntax' : code.startsWith('EXPR_') ? 'expression' : 'runtime';
}

export function makeError(code: TemplateErrorCode, message: string, at?: Position): TemplateError {
  const where = at ? ` (line ${at.line}, column ${at.column})` : '';
  const error: TemplateError = { kind: kindOf(code), code, message: message + where };
  return at ? { ...error, line: at.line, column: at.column } : error;
}

/** The message of a thrown error (a formatter's, a predicate's, an expression's), or its text. */
export const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Message texts, one place for each error. */
export const messages = {
  unknownFormatter: (name: string) => `Unknown formatter "${name}"`,
  unknownPredicate: (name: string) => `Unknown predicate "${name}"`,
  unknownInstruction: (text: string) => `Unknown instruction "{${text}}"`,
  unclosedBlock: (name: string, line: number) => `Unclosed block "${name}" from line ${line}: missing {.end}`,
  endMismatch: (what: string) => `Unexpected {${what}}: no block to close`,
  misplaced: (what: string, block: string) => `{${what}} is not allowed inside "${block}"`,
  invalidArguments: (what: string, reason: string) => `Invalid arguments for "${what}": ${reason}`,
  partialNotFound: (name: string) => `Partial or macro "${name}" not found`,
  recursionDepth: (name: string, max: number) => `Partial "${name}" nested more than ${max} deep`,
  formatterFailed: (name: string, reason: string) => `Formatter "${name}" failed: ${reason}`,
  predicateFailed: (name: string, reason: string) => `Predicate "${name}" failed: ${reason}`,
  injectFailed: (path: string, reason: string) => `Inject "${path}" failed: ${reason}`,
  tokenLimit: (max: number) => `Expression has more than the maximum of ${max} tokens`,
} as const;
