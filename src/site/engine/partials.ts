/** Macros and partials: lookup, `apply` with the nesting limit, `.include`. */
import type { Node } from './ast';
import { type Position, makeError, messages } from './errors';
import { type Frame, bind, frame, lookupMacro } from './scope';
import type { RenderState } from './state';

/** A macro bound in scope, else a partial of that name (as the platform, docs/site-engine.md "Rules the suite found"); null, reported, when there is neither. */
function findUnit(state: RenderState, name: string, f: Frame, at?: Position): readonly Node[] | null {
  const nodes = lookupMacro(f, name);
  if (nodes) return nodes;
  const source = state.options.partials[name];
  if (source === undefined) {
    state.errors.push(makeError('PARTIAL_NOT_FOUND', messages.partialNotFound(name), at));
    return null;
  }
  const parsed = state.engine.parse(source);
  if (parsed.errors.length && !state.reported.has(name)) {
    state.reported.add(name);
    for (const error of parsed.errors) state.errors.push({ ...error, message: `In partial "${name}": ${error.message}` });
  }
  return parsed.nodes;
}

/**
 * One level deeper, or records the depth error and returns false (then no `leave`). A level
 * refused still counts until the render ends: each refusal leaves one level fewer to what
 * follows (as the platform, docs/site-engine.md "Rules the suite found").
 */
function enter(state: RenderState, name: string, at?: Position): boolean {
  const max = state.options.maxPartialDepth;
  if (state.depth++ >= max) {
    state.errors.push(makeError('PARTIAL_RECURSION_DEPTH', messages.recursionDepth(name, max), at));
    return false;
  }
  return true;
}

/** Renders `nodes` into a string (the output is captured, not written), with the engine's renderer. */
export function capture(state: RenderState, nodes: readonly Node[], f: Frame): string {
  const savedOut = state.out;
  state.out = '';
  try {
    state.engine.renderNodes(state, nodes, f);
    return state.out;
  } finally {
    state.out = savedOut;
  }
}

/**
 * `{value|apply name}`: the partial sees `value` as `@`; `private` hides
 * outer scopes; `args` (from `key=value` arguments) is bound as `@args`.
 */
export function applyPartial(
  state: RenderState,
  name: string,
  value: unknown,
  parent: Frame,
  isPrivate: boolean,
  args?: Readonly<Record<string, unknown>>,
): string {
  // a plugin's call: its errors have no position
  const unit = findUnit(state, name, parent);
  if (!unit || !enter(state, name)) return '';
  try {
    const f = frame(value, isPrivate ? null : parent, -1, parent);
    // a private apply binds `@args` even with none given, as {} (as the platform, docs/site-engine.md "Rules the suite found")
    if (args || isPrivate) bind(f, 'args', args ?? {});
    return capture(state, unit, f);
  } finally {
    state.depth--;
  }
}

/** `{.include name}` runs a macro/partial in the current scope; `output` keeps its text. */
export function include(state: RenderState, name: string, output: boolean, f: Frame, at: Position): void {
  const unit = findUnit(state, name, f, at);
  if (!unit || !enter(state, name, at)) return;
  try {
    const text = capture(state, unit, f);
    if (output) state.out += text;
  } finally {
    state.depth--;
  }
}
