import type { FormatterContext, PredicateContext } from '../../../../src/site/engine/api.js';

/**
 * A minimal plugin context for unit tests of commerce plugins without the engine:
 * `resolve` walks a dotted path from the innermost scope that has its first segment.
 */
function walk(node: unknown, parts: readonly string[]): unknown {
  let current = node;
  for (const p of parts) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[p];
  }
  return current;
}

const escapeHtml = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function fakeContext(value: unknown, scopes: readonly unknown[], args: readonly string[] = [], locale = 'en'): FormatterContext & PredicateContext {
  const stack = [...scopes, value];
  return {
    value,
    values: [value],
    node: value,
    args,
    locale,
    now: 0,
    timeZone: 'America/New_York',
    resolve(path) {
      if (path === '@') return value;
      const parts = path.split('.');
      for (let i = stack.length - 1; i >= 0; i--) {
        const scope = stack[i];
        if (typeof scope === 'object' && scope !== null && parts[0] !== undefined && parts[0] in scope) return walk(scope, parts);
      }
      return undefined;
    },
    error() {},
    fail(message) {
      throw new Error(message);
    },
    escape: { html: escapeHtml, htmlattr: (t) => escapeHtml(t).replaceAll('"', '&quot;') },
    isTruthy: (v) => v !== undefined && v !== null && v !== false && v !== 0 && v !== '' && !(Array.isArray(v) && v.length === 0),
    toText: (v) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''),
    format: () => undefined,
    test: () => false,
    renderPartial: () => '',
    renderTemplate: () => '',
  };
}
