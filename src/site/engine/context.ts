/** The context formatters and predicates receive. */
import type { Escapers, FormatterContext, TemplateErrorCode } from './api';
import { makeError, messages } from './errors';
import { lookupPredicate } from './parser';
import { applyPartial, capture } from './partials';
import { type Frame, frame, refOf, resolve } from './scope';
import type { RenderState } from './state';
import { escapeAttr, escapeHtml, isTruthy, toText } from './values';

const escape: Escapers = { html: escapeHtml, htmlattr: escapeAttr };

/** What one plugin call is made with, by name, so that two of them cannot be swapped unnoticed. */
export interface PluginCall {
  readonly state: RenderState;
  readonly frame: Frame;
  /** The value the formatter or predicate is applied to. */
  readonly value: unknown;
  /** Every value of a multi-value tag (`{a,b|f}`), the first replaced by each formatter in turn; else `[value]`. */
  readonly values: readonly unknown[];
  readonly args: readonly string[];
  /** The tag's own value before any formatter (missing: `value`). */
  readonly node?: unknown;
}

/**
 * One instance per call: plain fields and prototype methods, so a formatter call
 * allocates one small object and no closures (a stable shape V8 optimises well).
 * Plugins call the methods on the context (`ctx.resolve(...)`), never detached.
 * Predicates get the same context, with `values` just `[value]`.
 */
export class PluginCallContext implements FormatterContext {
  // `declare`d and set in the constructor, in this order: class fields would also be
  // written out as declarations in the chunk (the target keeps them native)
  declare private readonly state: RenderState;
  declare private readonly f: Frame;
  declare readonly value: unknown;
  declare readonly values: readonly unknown[];
  declare readonly args: readonly string[];
  declare readonly node: unknown;
  declare readonly locale: string;
  declare readonly now: number;
  declare readonly timeZone: string;
  declare readonly escape: Escapers;
  declare readonly isTruthy: typeof isTruthy;
  declare readonly toText: typeof toText;

  constructor({ state, frame, value, values, args, node = value }: PluginCall) {
    this.state = state;
    this.f = frame;
    this.value = value;
    this.values = values;
    this.args = args;
    this.node = node;
    const { options } = state;
    this.locale = options.locale;
    this.now = options.now;
    this.timeZone = options.timeZone;
    this.escape = escape;
    this.isTruthy = isTruthy;
    this.toText = toText;
  }

  resolve(path: string): unknown {
    return resolve(refOf(path), this.f);
  }

  error(message: string, code: TemplateErrorCode = 'RUNTIME'): void {
    this.state.errors.push(makeError(code, message));
  }

  fail(message: string): never {
    throw new Error(message);
  }

  format(name: string, v: unknown, fargs: readonly string[] = []): unknown {
    const fn = this.state.engine.plugins.formatters[name];
    if (fn) return fn(v, new PluginCallContext({ state: this.state, frame: this.f, value: v, values: [v], args: fargs }));
    this.state.errors.push(makeError('RUNTIME', messages.unknownFormatter(name)));
    return undefined;
  }

  test(name: string, v: unknown, pargs: readonly string[] = []): boolean {
    const fn = lookupPredicate(this.state.engine.plugins.predicates, name);
    if (fn) return fn(new PluginCallContext({ state: this.state, frame: this.f, value: v, values: [v], args: pargs }));
    this.state.errors.push(makeError('RUNTIME', messages.unknownPredicate(name)));
    return false;
  }

  renderPartial(
    name: string,
    v: unknown,
    opts?: { readonly private?: boolean; readonly args?: Readonly<Record<string, unknown>> },
  ): string {
    return applyPartial(this.state, name, v, this.f, opts?.private === true, opts?.args);
  }

  renderTemplate(source: string, v: unknown): string {
    const parsed = this.state.engine.parse(source);
    for (const error of parsed.errors) this.state.errors.push(error);
    return capture(this.state, parsed.nodes, frame(v, this.f));
  }
}
