/** The compiled form of a template: a tree of plain nodes. */
import type { Formatter, Predicate } from './api';
import type { Position } from './errors';
import type { Expr } from './expr/ast';

/**
 * A variable reference, split once at compile time.
 * kind `node`: `@` (the current node) then `keys`;
 * `var`: a bound variable `@name` then `keys`;
 * `index`/`index0`: the repeated-section index;
 * `path`: `keys[0]` looked up through the scopes, then the rest.
 */
export interface Ref {
  readonly kind: 'node' | 'var' | 'index' | 'index0' | 'path';
  readonly name: string;
  readonly keys: readonly string[];
  readonly text: string;
}

export interface FormatterCall {
  readonly name: string;
  /** null when the name is unknown (already reported). */
  readonly fn: Formatter | null;
  readonly args: readonly string[];
  readonly at: Position;
}

export interface PredicateCall {
  readonly name: string;
  readonly fn: Predicate | null;
  readonly args: readonly string[];
  readonly at: Position;
}

/** `.if` condition: `operands[i] ops[i] (the rest)`, evaluated from the right. */
export interface IfCond {
  readonly ops: readonly ('&&' | '||')[];
  readonly operands: readonly Ref[];
}

export type Node =
  | { readonly t: 'text'; readonly text: string }
  | { readonly t: 'var'; readonly refs: readonly Ref[]; readonly fmts: readonly FormatterCall[]; readonly at: Position }
  | { readonly t: 'section'; readonly ref: Ref; body: Node[]; or: Node[] | null }
  | { readonly t: 'repeated'; readonly ref: Ref; body: Node[]; alt: Node[] | null; or: Node[] | null }
  | { readonly t: 'predicate'; readonly call: PredicateCall; body: Node[]; or: Node[] | null }
  | { readonly t: 'if'; readonly cond: IfCond; body: Node[]; or: Node[] | null }
  | { readonly t: 'bind'; readonly name: string; readonly ref: Ref; readonly fmts: readonly FormatterCall[]; readonly at: Position }
  | { readonly t: 'ctx'; readonly name: string; readonly pairs: readonly (readonly [string, Ref])[] }
  | { readonly t: 'eval'; readonly expr: Expr | null; readonly tokens: number; readonly at: Position }
  | { readonly t: 'include'; readonly name: string; readonly output: boolean; readonly at: Position }
  | { readonly t: 'inject'; readonly name: string; readonly path: string; readonly at: Position }
  | { readonly t: 'macro'; readonly name: string; readonly body: readonly Node[] };

export type BlockNode = Extract<Node, { body: Node[] }>;

/** Splits a variable's text (`a.b`, `@`, `@.a`, `@name.b`, `@index`). */
export function parseRef(text: string): Ref {
  const parts = text.split('.');
  const head = parts[0] ?? '';
  const keys = parts.slice(1).filter((k) => k.length > 0);
  const kind =
    head === '@' ? 'node' : head === '@index' ? 'index' : head === '@index0' ? 'index0' : head.startsWith('@') ? 'var' : 'path';
  // a variable is named without its `@`; the others by their text (`@`, `@index`, the path's first key)
  return { kind, name: kind === 'var' ? head.slice(1) : head, keys, text };
}
