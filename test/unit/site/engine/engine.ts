/** An engine with the core plugins only, plus helpers for the engine tests. */
import type { Formatter, Predicate, RenderOptions } from '../../../../src/site/engine/api.js';
import { createEngine } from '../../../../src/site/engine/engine.js';
import { coreFormatters } from '../../../../src/site/engine/formatters/index.js';
import { corePredicates } from '../../../../src/site/engine/predicates/index.js';

const boom: Formatter = () => {
  throw new Error('boom');
};
const join: Formatter = (_value, ctx) => ctx.values.map((v) => ctx.toText(v)).join('+');
const alwaysFails: Predicate = () => {
  throw new Error('nope');
};

export const engine = createEngine({
  formatters: { ...coreFormatters, boom, join },
  predicates: { ...corePredicates, 'fails?': alwaysFails },
});

/** Compiles and renders; returns output and every error (compile + render). */
export function run(source: string, data: unknown = {}, options: RenderOptions = {}) {
  const { template, errors } = engine.compile(source);
  const result = template.render(data, options);
  return { output: result.output, errors: [...errors, ...result.errors] };
}
