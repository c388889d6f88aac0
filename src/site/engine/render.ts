/** Walks the node tree and writes output to the render state. */
import type { FormatterCall, IfCond, Node, Ref } from './ast';
import { PluginCallContext } from './context';
import { makeError, messages, reasonOf } from './errors';
import { ExprError } from './expr/ast';
import { NO_VALUE, evaluate } from './expr/evaluate';
import { include } from './partials';
import { type Frame, bind, frame, resolve, resolveHere } from './scope';
import type { RenderState } from './state';
import { isTruthy, outputText, toText } from './values';

/** Marks a chain that stopped (unknown or failing formatter): the variable outputs nothing, `.var` binds nothing. */
const FAILED: unique symbol = Symbol('failed');

export function runFormatters(
  state: RenderState,
  f: Frame,
  calls: readonly FormatterCall[],
  values: readonly unknown[],
): unknown {
  let value = values[0];
  let all = values;
  for (const call of calls) {
    if (!call.fn) return FAILED;
    try {
      value = call.fn(value, new PluginCallContext({ state, frame: f, value, values: all, args: call.args, node: values[0] }));
    } catch (e) {
      const reason = reasonOf(e);
      state.errors.push(makeError('FORMATTER_FAILED', messages.formatterFailed(call.name, reason), call.at));
      return FAILED;
    }
    // a formatter replaces the first value; the next ones see the others still (as the platform, test/unit/site/engine/platform-rules.test.ts "a formatter replaces the first value only: the next…")
    all = all.length > 1 ? [value, ...all.slice(1)] : [value];
  }
  return value;
}

/** `a op0 (b op1 (c ...))`, short-circuiting from the left. */
function testCondition(cond: IfCond, f: Frame): boolean {
  const { operands, ops } = cond;
  const last = operands.length - 1;
  for (let i = 0; ; i++) {
    const truth = isTruthy(resolve(operands[i] as Ref, f));
    if (i >= last) return truth;
    if (ops[i] === '&&' ? !truth : truth) return truth;
  }
}

function evalNode(state: RenderState, node: Extract<Node, { t: 'eval' }>, f: Frame): void {
  const { options } = state;
  if (!options.expressions || !node.expr) return;
  const max = options.maxExpressionTokens;
  if (max !== undefined && node.tokens > max) {
    state.errors.push(makeError('EXPR_TOKEN_LIMIT', messages.tokenLimit(max), node.at));
    return;
  }
  // an .eval is all or nothing (as the platform): a failure undoes its earlier assignments
  let undo: [name: string, had: boolean, previous: unknown][] | undefined;
  try {
    const result = evaluate(node.expr, {
      resolve: (ref) => resolve(ref, f),
      assign: (name, value) => {
        (undo ??= []).push([name, f.vars?.has(name) ?? false, f.vars?.get(name)]);
        bind(f, name, value);
      },
      maxStringLength: options.maxExpressionStringLength,
    });
    if (result === NO_VALUE || result === undefined) return;
    state.out += typeof result === 'object' && result !== null ? JSON.stringify(result) : toText(result);
  } catch (e) {
    for (const [name, had, previous] of (undo ?? []).reverse()) {
      if (had) bind(f, name, previous);
      else f.vars?.delete(name);
    }
    const code = e instanceof ExprError ? e.code : 'EXPRESSION_REDUCE';
    const reason = reasonOf(e);
    state.errors.push(makeError(code, `Expression reduction error: ${reason}`, node.at));
  }
}

function inject(state: RenderState, node: Extract<Node, { t: 'inject' }>, f: Frame): void {
  const text = state.options.injects[node.path];
  let value: unknown;
  if (text === undefined) {
    state.errors.push(makeError('INJECT_FAILED', messages.injectFailed(node.path, 'not given'), node.at));
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
  }
  // a value that is false in JavaScript (0, false, "", null) is bound as nothing (as the platform, docs/site-engine.md "Rules the suite found")
  bind(f, node.name, value || undefined);
}

export function renderNodes(state: RenderState, nodes: readonly Node[], f: Frame): void {
  for (const node of nodes) {
    switch (node.t) {
      case 'text':
        state.out += node.text;
        break;
      case 'var': {
        const { refs, fmts } = node;
        // no array for a plain variable: only formatters see all the values
        const value = fmts.length
          ? runFormatters(state, f, fmts, refs.length === 1 ? [resolve(refs[0]!, f)] : refs.map((r) => resolve(r, f)))
          : resolve(refs[0]!, f);
        if (value !== FAILED) state.out += outputText(value);
        break;
      }
      case 'section': {
        // the path from this scope only, and `.or` inside the section's own scope (as the platform)
        const value = resolveHere(node.ref, f);
        if (isTruthy(value)) renderNodes(state, node.body, frame(value, f));
        else if (node.or) renderNodes(state, node.or, frame(value, f));
        break;
      }
      case 'repeated': {
        const value = resolveHere(node.ref, f);
        if (Array.isArray(value) && value.length > 0) {
          // each item's scope sits in the list's: `{0}` in an item reads the list's first (as the platform)
          const list = frame(value, f);
          for (let i = 0; i < value.length; i++) {
            const item = frame(value[i], list, i);
            renderNodes(state, node.body, item);
            // between two items, in the scope of the one before (its @index and fields), as the platform
            if (i < value.length - 1 && node.alt) renderNodes(state, node.alt, item);
          }
        } else if (node.or) renderNodes(state, node.or, f);
        break;
      }
      case 'predicate': {
        let pass = false;
        const { call } = node;
        if (call.fn) {
          try {
            pass = call.fn(new PluginCallContext({ state, frame: f, value: f.node, values: [f.node], args: call.args }));
          } catch (e) {
            const reason = reasonOf(e);
            state.errors.push(makeError('PREDICATE_FAILED', messages.predicateFailed(call.name, reason), call.at));
            break; // a failed test renders neither branch, as the platform
          }
        }
        if (pass) renderNodes(state, node.body, f);
        else if (node.or) renderNodes(state, node.or, f);
        break;
      }
      case 'if':
        if (testCondition(node.cond, f)) renderNodes(state, node.body, f);
        else if (node.or) renderNodes(state, node.or, f);
        break;
      case 'bind': {
        const value = runFormatters(state, f, node.fmts, [resolve(node.ref, f)]);
        // a chain that stopped leaves the variable as it was (the platform's `.var`)
        if (value !== FAILED) bind(f, node.name, value);
        break;
      }
      case 'ctx': {
        const obj: Record<string, unknown> = {};
        // a name that resolves to nothing is null (as the platform, test/unit/site/engine/platform-rules.test.ts ".ctx binds a name that resolves to nothing as null")
        for (const [key, ref] of node.pairs) obj[key] = resolve(ref, f) ?? null;
        bind(f, node.name, obj);
        break;
      }
      case 'eval':
        evalNode(state, node, f);
        break;
      case 'include':
        if (state.options.includes) include(state, node.name, node.output, f, node.at);
        break;
      case 'inject':
        inject(state, node, f);
        break;
      case 'macro':
        bind(f, ` ${node.name}`, node.body);
        break;
    }
  }
}
