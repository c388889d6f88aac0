/** The scope stack: a linked list of frames, innermost first. */
import { type Ref, parseRef } from './ast.js';
import { child, descend } from './values.js';

export interface Frame {
  readonly node: unknown;
  readonly parent: Frame | null;
  /** 0-based position in a repeated section, -1 elsewhere. */
  readonly index: number;
  vars: Map<string, unknown> | null;
}

export function frame(node: unknown, parent: Frame | null, index = -1): Frame {
  return { node, parent, index, vars: null };
}

export function bind(f: Frame, name: string, value: unknown): void {
  (f.vars ??= new Map()).set(name, value);
}

/** The innermost value of a variable: one bound to no value lets an outer scope's show through (as the platform, test/diff). */
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
      if (i < 0) return undefined;
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
 * A section's path, as the platform resolves it (test/diff): from the current scope's
 * node only, never from enclosing scopes (a variable walks up; `.section` does not).
 */
export function resolveHere(ref: Ref, f: Frame): unknown {
  // `@index` and `@index0` name no section: the `.or` renders (as the platform)
  if (ref.kind === 'index' || ref.kind === 'index0') return undefined;
  return ref.kind === 'path' ? descend(child(f.node, ref.name), ref.keys) : resolve(ref, f);
}

const refCache = new Map<string, Ref>();

/** parseRef with a small cache, for paths that plugins resolve by text. */
export function refOf(text: string): Ref {
  let ref = refCache.get(text);
  if (!ref) {
    if (refCache.size > 2000) refCache.clear();
    ref = parseRef(text);
    refCache.set(text, ref);
  }
  return ref;
}
