import { createEngine } from '../../../../src/site/engine/index.js';
import { commerceFormatters, commercePredicates } from '../../../../src/site/commerce/index.js';

/** An engine with only the commerce plugins, so these tests do not depend on the others. */
const engine = createEngine({ formatters: commerceFormatters, predicates: commercePredicates });

export function render(template: string, data: unknown, locale?: string): string {
  const result = engine.render(template, data, locale ? { locale } : {});
  if (result.errors.length > 0) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.output.trim();
}
