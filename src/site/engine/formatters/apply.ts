/**
 * `apply`: `{value|apply name [private] [key=value ...]}`
 * renders a partial or macro with the value as `@`. `private` hides the outer
 * scopes; `key=value` arguments are bound as `@args.key` (a quoted or numeric
 * value is a literal, a variable is resolved, anything else is the text).
 */
import type { Formatter } from '../api.js';
import { argValue } from './args.js';

export const apply: Formatter = (value, ctx) => {
  // the name and the flags as written: `{x|apply  m}` names "", `{x|apply m\t}` names "m\t" (as the platform, test/diff)
  const [name, ...rest] = ctx.args;
  if (name === undefined) {
    ctx.error('apply needs a partial or macro name', 'INVALID_ARGUMENTS');
    return '';
  }
  let args: Record<string, unknown> | undefined;
  for (const arg of rest) {
    const eq = arg.indexOf('=');
    if (eq <= 0) continue;
    const text = arg.slice(eq + 1);
    const v = argValue(ctx, text);
    (args ??= {})[arg.slice(0, eq)] = v === undefined ? text : v;
  }
  return ctx.renderPartial(name, value, { private: rest.includes('private'), ...(args ? { args } : {}) });
};
