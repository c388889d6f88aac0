/** Builds the contexts formatters and predicates receive. */
import type { FormatterContext, PredicateContext, TemplateErrorCode } from './api.js';
import { makeError, messages } from './errors.js';
import { lookupPredicate } from './parser.js';
import { applyPartial, capture } from './partials.js';
import { type Frame, frame, refOf, resolve } from './scope.js';
import type { RenderState } from './state.js';
import { escapeAttr, escapeHtml, isTruthy, toText } from './values.js';

const escape = { html: escapeHtml, htmlattr: escapeAttr } as const;

/**
 * One object literal per call (a stable shape V8 optimises well); its
 * methods close over the frame so they work even when destructured.
 */
export function formatterContext(
  state: RenderState,
  f: Frame,
  value: unknown,
  values: readonly unknown[],
  args: readonly string[],
): FormatterContext {
  const { options, engine } = state;
  return {
    value,
    values,
    args,
    locale: options.locale,
    now: options.now,
    timeZone: options.timeZone,
    escape,
    isTruthy,
    toText,
    resolve: (path) => resolve(refOf(path), f),
    error: (message: string, code: TemplateErrorCode = 'RUNTIME') => {
      state.errors.push(makeError(code, message));
    },
    format: (name, v, fargs = []) => {
      const fn = engine.plugins.formatters[name];
      if (fn) return fn(v, formatterContext(state, f, v, [v], fargs));
      state.errors.push(makeError('RUNTIME', messages.unknownFormatter(name)));
      return undefined;
    },
    test: (name, v, pargs = []) => {
      const fn = lookupPredicate(engine.plugins.predicates, name);
      if (fn) return fn(formatterContext(state, f, v, [v], pargs));
      state.errors.push(makeError('RUNTIME', messages.unknownPredicate(name)));
      return false;
    },
    renderPartial: (name, v, opts) => applyPartial(state, name, v, f, opts?.private === true, undefined, opts?.args),
    renderTemplate: (source, v) => {
      const parsed = engine.parse(source);
      for (const error of parsed.errors) state.errors.push(error);
      return capture(state, parsed, frame(v, f));
    },
  };
}

/** Predicates get the same context; `values` is just `[value]`. */
export function predicateContext(state: RenderState, f: Frame, value: unknown, args: readonly string[]): PredicateContext {
  return formatterContext(state, f, value, [value], args);
}
