/** Builds the contexts formatters and predicates receive. */
import type { FormatterContext, PluginContext, PredicateContext, TemplateErrorCode } from './api.js';
import { makeError, messages } from './errors.js';
import { lookupPredicate } from './parser.js';
import { applyPartial, capture } from './partials.js';
import { type Frame, frame, refOf, resolve } from './scope.js';
import type { RenderState } from './state.js';
import { escapeAttr, escapeHtml, isTruthy, toText } from './values.js';

const escape = { html: escapeHtml, htmlattr: escapeAttr } as const;

function base(state: RenderState, f: Frame, args: readonly string[]): PluginContext {
  const { options, engine } = state;
  const ctx: PluginContext = {
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
    format: (name, value, fargs = []) => {
      const fn = engine.plugins.formatters[name];
      if (!fn) {
        state.errors.push(makeError('RUNTIME', messages.unknownFormatter(name)));
        return undefined;
      }
      return fn(value, formatterContext(state, f, value, [value], fargs));
    },
    test: (name, value, pargs = []) => {
      const fn = lookupPredicate(engine.plugins.predicates, name);
      if (!fn) {
        state.errors.push(makeError('RUNTIME', messages.unknownPredicate(name)));
        return false;
      }
      return fn(predicateContext(state, f, value, pargs));
    },
    renderPartial: (name, value, opts) => applyPartial(state, name, value, f, opts?.private === true),
    renderTemplate: (source, value) => {
      const parsed = engine.parse(source);
      for (const error of parsed.errors) state.errors.push(error);
      return capture(state, parsed, frame(value, f));
    },
  };
  return ctx;
}

export function formatterContext(
  state: RenderState,
  f: Frame,
  value: unknown,
  values: readonly unknown[],
  args: readonly string[],
): FormatterContext {
  return { ...base(state, f, args), value, values };
}

export function predicateContext(state: RenderState, f: Frame, value: unknown, args: readonly string[]): PredicateContext {
  return { ...base(state, f, args), value };
}
