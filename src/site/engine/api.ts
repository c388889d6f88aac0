/**
 * The plugin API of the site-rendering engine (JSON-Template).
 *
 * Formatters and predicates are plain functions written against the types
 * below. They never throw on bad data: they record an error with
 * `ctx.error(...)` and return a fallback. The engine catches anything that
 * is thrown anyway and turns it into a runtime error.
 *
 * This file is stable: it only grows, additively.
 *
 * Value conventions (the template's data is parsed JSON):
 * - `undefined` means "missing" (a path that does not resolve);
 * - `null`, booleans, numbers, strings, arrays and plain objects are JSON.
 * - A formatter may return any JSON value; the engine turns the final value
 *   of a chain into text with `ctx.toText` (strings as they are, numbers as
 *   JavaScript prints them, booleans as `true`/`false`, missing, null,
 *   arrays and objects as "").
 *
 * Registry keys: a formatter is registered under its name (`'product-price'`);
 * a predicate under its name WITH the trailing `?` (`'on-sale?'`), as written
 * in templates. (A predicate key without `?` is accepted as a fallback.)
 *
 * Arguments: `{x|name a b}` gives `args = ['a', 'b']`; the delimiter is the
 * character right after the name (`{x|truncate#28#...}` splits on `#`).
 * Arguments are raw text: resolve them yourself with `ctx.resolve(arg)` when
 * they name data (`{msg|message @index name}`).
 */

/** Where a template error comes from. */
export type TemplateErrorKind = 'syntax' | 'runtime' | 'expression';

/** Every error code the engine (or a plugin) may report. */
export type TemplateErrorCode =
  // syntax (compile time)
  | 'UNKNOWN_FORMATTER'
  | 'UNKNOWN_PREDICATE'
  | 'UNKNOWN_INSTRUCTION'
  | 'UNCLOSED_BLOCK'
  | 'END_MISMATCH'
  | 'EOF_IN_BLOCK'
  | 'INVALID_ARGUMENTS'
  | 'SYNTAX'
  // runtime
  | 'PARTIAL_NOT_FOUND'
  | 'PARTIAL_RECURSION_DEPTH'
  | 'EXPRESSION_REDUCE'
  | 'FORMATTER_FAILED'
  | 'PREDICATE_FAILED'
  | 'INJECT_FAILED'
  | 'RUNTIME'
  // expressions (.eval)
  | 'EXPR_UNEXPECTED_CHAR'
  | 'EXPR_UNTERMINATED_STRING'
  | 'EXPR_MISMATCHED_PAREN'
  | 'EXPR_INVALID_ARGS'
  | 'EXPR_TOKEN_LIMIT'
  | 'EXPR_STRING_LIMIT'
  | 'EXPR_SYNTAX';

/** A template error: compile-time or collected while rendering. */
export interface TemplateError {
  readonly kind: TemplateErrorKind;
  readonly code: TemplateErrorCode;
  /** Human-readable, says what went wrong and where. */
  readonly message: string;
  /** 1-based position in the template source, when known. */
  readonly line?: number;
  readonly column?: number;
}

/** Escaping helpers handed to plugins. */
export interface Escapers {
  /** Escapes `& < >` (and nothing else) for text content. */
  html(text: string): string;
  /** Escapes `& < > "` for an attribute value. */
  htmlattr(text: string): string;
}

/** What every plugin receives: the data in scope and the render settings. */
export interface PluginContext {
  /** Formatter/predicate arguments, already split on the delimiter. */
  readonly args: readonly string[];
  /** BCP 47 locale tag of the render, default `en`. */
  readonly locale: string;
  /** The render's clock, epoch milliseconds. */
  readonly now: number;
  /**
   * The site's time zone (IANA): the data's `website.timeZone` when set,
   * else the render option, else `America/New_York`.
   */
  readonly timeZone: string;
  /**
   * Resolves a variable the way a template does: `@` is the current node,
   * `a.b.0.c` walks down from the innermost scope that has `a`, `@name`
   * reads a bound variable, `@index`/`@index0` the repeated-section index.
   * Returns `undefined` when nothing matches.
   */
  resolve(path: string): unknown;
  /** Records a runtime error; rendering goes on. */
  error(message: string, code?: TemplateErrorCode): void;
  /**
   * Stops the chain with a FORMATTER_FAILED error, as the platform's failing formatters:
   * the variable outputs nothing and a `.var` keeps the value it had.
   */
  fail(message: string): never;
  /** Escapers for html / attributes. */
  readonly escape: Escapers;
  /** The engine's truthiness, the one `.section`/`.if` use. */
  isTruthy(value: unknown): boolean;
  /** The engine's conversion of a value to output text. */
  toText(value: unknown): string;
  /**
   * Applies another registered formatter to `value` with `args`, in the
   * current scope. Unknown names record an error and return `undefined`.
   */
  format(name: string, value: unknown, args?: readonly string[]): unknown;
  /** Evaluates another registered predicate in the current scope. */
  test(name: string, value: unknown, args?: readonly string[]): boolean;
  /**
   * Renders the partial or macro `name` with `value` as its data (pushed on
   * the scope stack, so it still sees outer variables). Counts towards the
   * nesting depth of 16; a missing name records PARTIAL_NOT_FOUND and
   * returns "". With `{ private: true }` the partial sees only `value`;
   * `args` is bound as `@args` inside it.
   */
  renderPartial(
    name: string,
    value: unknown,
    options?: { readonly private?: boolean; readonly args?: Readonly<Record<string, unknown>> },
  ): string;
  /**
   * Compiles (cached) and renders template source with `value` as its data,
   * with the same plugins, locale, now and partials. For formatters that
   * produce markup from an embedded template.
   */
  renderTemplate(source: string, value: unknown): string;
}

/** A formatter's context: `value` is the node it is applied to. */
export interface FormatterContext extends PluginContext {
  /** The node the formatter applies to (the first variable's value). */
  readonly value: unknown;
  /**
   * All variables' values for `{a,b|name}` (`[a, b]`); `[value]` for a
   * single variable. Later formatters of a chain see `[value]`.
   */
  readonly values: readonly unknown[];
  /** The tag's first variable's value before any formatter of the chain (the platform's node). */
  readonly node: unknown;
}

/** A predicate's context: `value` is the current scope's node. */
export interface PredicateContext extends PluginContext {
  readonly value: unknown;
}

/**
 * A formatter: `{value|name arg1 arg2}`. Returns the new value (any JSON
 * value or a string of output). Return `undefined` for "missing".
 */
export type Formatter = (value: unknown, ctx: FormatterContext) => unknown;

/** A predicate: `{.name? arg1 arg2}` ... `{.or}` ... `{.end}`. */
export type Predicate = (ctx: PredicateContext) => boolean;

export type FormatterRegistry = Readonly<Record<string, Formatter>>;
export type PredicateRegistry = Readonly<Record<string, Predicate>>;

/**
 * A commerce rule exercised by a `*.json` fixture case table, keyed by the
 * table's file basename (e.g. `has-variants.json`). Takes the case's input
 * JSON, returns the result compared (as JSON) to `:NAME-expected`, or a
 * boolean compared to the `-true` / `-false` suffix.
 * Exported as `commerceCaseTables` from src/site/commerce/index.ts.
 */
export type CaseTable = (input: unknown) => unknown;
export type CaseTableRegistry = Readonly<Record<string, CaseTable>>;

/** Everything a render needs besides the data. */
export interface RenderOptions {
  /** Partials and macros by name: template source. */
  readonly partials?: Readonly<Record<string, string>>;
  /** `.inject` sources: path -> JSON text. */
  readonly injects?: Readonly<Record<string, string>>;
  readonly locale?: string;
  readonly now?: number;
  readonly timeZone?: string;
  /** Enable `.eval` (default true). */
  readonly expressions?: boolean;
  /** Enable `.include` (default true). */
  readonly includes?: boolean;
  /** Optional `.eval` limits; exceeding one is an expression error. */
  readonly maxExpressionTokens?: number;
  readonly maxExpressionStringLength?: number;
  /** Maximum nesting of partials/macros (default 16). */
  readonly maxPartialDepth?: number;
}

/** The result of a render: never throws. */
export interface RenderResult {
  readonly output: string;
  readonly errors: readonly TemplateError[];
}
