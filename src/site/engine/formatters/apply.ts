/** `apply` (alias `macro`): renders a partial or macro with the value as `@`. */
import type { Formatter } from '../api.js';

export const apply: Formatter = (value, ctx) => {
  const [name, ...flags] = ctx.args.map((a) => a.trim()).filter(Boolean);
  if (!name) {
    ctx.error('apply needs the name of a partial or macro', 'INVALID_ARGUMENTS');
    return undefined;
  }
  return ctx.renderPartial(name, value, { private: flags.includes('private') });
};
