/**
 * `apply`: `{value|apply name [private] [key=value ...]}`
 * renders a partial or macro with the value as `@`. `private` hides the outer
 * scopes; `key=value` arguments are bound as `@args.key`, each value the text
 * after its `=` (quotes and all).
 */
import type { Formatter } from '../api';

export const apply: Formatter = (value, ctx) => {
  // the name and the flags as written: `{x|apply  m}` names "", `{x|apply m\t}` names "m\t" (as the platform, test/unit/site/engine/tag-white-space.test.ts "apply names its partial by the first argument as…")
  const [name, ...rest] = ctx.args;
  if (name === undefined) {
    ctx.error('apply needs a partial or macro name', 'INVALID_ARGUMENTS');
    return '';
  }
  let args: Record<string, unknown> | undefined;
  // each `key=value` is text as written, never a name looked up (as the platform, test/unit/site/engine/language.test.ts "binds key=value arguments as @args")
  for (const arg of rest) {
    const eq = arg.indexOf('=');
    if (eq >= 0) (args ??= {})[arg.slice(0, eq)] = arg.slice(eq + 1);
  }
  return ctx.renderPartial(name, value, { private: rest.includes('private'), ...(args ? { args } : {}) });
};
