/** A minimal plugin context for content formatter/predicate unit tests. */
import type { FormatterContext, PredicateContext, TemplateErrorCode } from '../../../../src/site/engine/api.js';

export interface FakeOptions {
  readonly args?: readonly string[];
  readonly values?: readonly unknown[];
  /** Outer scopes, outermost first; the value is the innermost. */
  readonly scopes?: readonly unknown[];
  readonly vars?: Readonly<Record<string, unknown>>;
  readonly now?: number;
  readonly timeZone?: string;
  readonly locale?: string;
  readonly predicates?: Readonly<Record<string, boolean>>;
}

export interface FakeContext extends FormatterContext, PredicateContext {
  readonly errors: { message: string; code: TemplateErrorCode | undefined }[];
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lookup(scope: unknown, path: readonly string[]): unknown {
  let node = scope;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function fakeContext(value: unknown, options: FakeOptions = {}): FakeContext {
  const errors: FakeContext['errors'] = [];
  const stack = [...(options.scopes ?? []), value];
  return {
    value,
    values: options.values ?? [value],
    node: value,
    args: options.args ?? [],
    locale: options.locale ?? 'en',
    now: options.now ?? 0,
    timeZone: options.timeZone ?? 'America/New_York',
    errors,
    resolve(path) {
      if (path === '@') return value;
      if (path.startsWith('@')) return options.vars?.[path];
      const parts = path.split('.');
      for (let i = stack.length - 1; i >= 0; i--) {
        const scope = stack[i];
        if (typeof scope === 'object' && scope !== null && parts[0]! in scope) return lookup(scope, parts);
      }
      return undefined;
    },
    error(message, code) {
      errors.push({ message, code });
    },
    fail(message) {
      throw new Error(message);
    },
    escape: { html: escapeHtml, htmlattr: (s) => escapeHtml(s).replace(/"/g, '&quot;') },
    isTruthy: (v) => v !== undefined && v !== null && v !== false && v !== 0 && v !== '',
    toText: (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''),
    format: () => undefined,
    test: (name) => options.predicates?.[name] ?? false,
    renderPartial: () => '',
    renderTemplate: () => '',
  };
}
