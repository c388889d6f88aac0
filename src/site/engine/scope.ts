/** The scope stack: a linked list of frames, innermost first. */
import { type Node, type Ref, parseRef } from './ast';
import { child, descend } from './values';
import { boundedMemo } from '../../domain/bounded-memo';

export interface Frame {
  readonly node: unknown;
  readonly parent: Frame | null;
  /** 0-based position in a repeated section, -1 elsewhere. */
  readonly index: number;
  /** Variables bound here; macros bound here by their `{.macro}` block too, under ` name` (no variable has a space). */
  vars: Map<string, unknown> | null;
  /** The caller of a private `apply` (whose scopes hide): its macros still show (as the platform, test/unit/site/engine/language.test.ts "renders macros with apply, privately when asked"). */
  readonly up: Frame | null;
}

export function frame(node: unknown, parent: Frame | null, index = -1, up: Frame | null = null): Frame {
  return { node, parent, index, vars: null, up };
}

/** The macro of that name bound in this scope or an enclosing one (a private apply's caller's too). */
export function lookupMacro(f: Frame | null, name: string): readonly Node[] | undefined {
  for (let cur = f; cur; cur = cur.parent ?? cur.up) {
    const nodes = cur.vars?.get(` ${name}`);
    if (nodes) return nodes as readonly Node[];
  }
  return undefined;
}

export function bind(f: Frame, name: string, value: unknown): void {
  (f.vars ??= new Map()).set(name, value);
}

/** The innermost value of a variable: one bound to no value lets an outer scope's show through (as the platform, test/unit/site/engine/platform-rules.test.ts "a variable bound to no value lets an outer one show…"). */
function lookupVar(f: Frame | null, name: string): unknown {
  for (let cur = f; cur; cur = cur.parent) {
    const value = cur.vars?.get(name);
    if (value !== undefined) return value;
  }
  return undefined;
}

function lookupIndex(f: Frame | null): number {
  for (let cur = f; cur; cur = cur.parent) if (cur.index >= 0) return cur.index;
  return -1;
}

export function resolve(ref: Ref, f: Frame): unknown {
  switch (ref.kind) {
    case 'node':
      return descend(f.node, ref.keys);
    case 'var':
      return descend(lookupVar(f, ref.name), ref.keys);
    case 'index':
    case 'index0': {
      const i = lookupIndex(f);
      // `@index.0` is nothing (as the platform, test/unit/site/engine/generated-template-rules.test.ts ".include names what follows its one space, .var binds…")
      if (i < 0 || ref.keys.length) return undefined;
      return ref.kind === 'index' ? i + 1 : i;
    }
    case 'path':
      for (let cur: Frame | null = f; cur; cur = cur.parent) {
        const v = child(cur.node, ref.name);
        if (v !== undefined) return descend(v, ref.keys);
      }
      return undefined;
  }
}

/**
 * A section's path, as the platform resolves it (test/unit/site/engine/platform-rules.test.ts "a section resolves its path in the current scope only…"): from the current scope's
 * node or variables only, never from enclosing scopes (a variable tag walks up; `.section` does not).
 */
export function resolveHere(ref: Ref, f: Frame): unknown {
  // `@index` and `@index0` name no section: the `.or` renders (as the platform)
  if (ref.kind === 'index' || ref.kind === 'index0') return undefined;
  // the node, a path, or a variable bound in this scope (as the platform, test/unit/site/engine/platform-rules.test.ts "a section resolves its path in the current scope only…")
  return descend(ref.kind === 'node' ? f.node : ref.kind === 'path' ? child(f.node, ref.name) : f.vars?.get(ref.name), ref.keys);
}

const refCache = boundedMemo(2001);

/** parseRef with a small cache, for paths that plugins resolve by text. */
export function refOf(text: string): Ref {
  return refCache(text, () => parseRef(text));
}
