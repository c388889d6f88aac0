/**
 * The default plugin registry: core formatters/predicates merged with the
 * commerce and content ones. Later sources never silently replace earlier
 * ones with a non-function.
 */
import type { CaseTable, Formatter, Predicate } from './engine/api.js';
import { coreFormatters } from './engine/formatters/index.js';
import { corePredicates } from './engine/predicates/index.js';
import { commerceCaseTables, commerceFormatters, commercePredicates } from './commerce/index.js';
import { contentFormatters, contentPredicates } from './content/index.js';

type Fn = (...args: never[]) => unknown;

function functionsOf<T extends Fn>(...sources: Readonly<Record<string, unknown>>[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'function') out[name] = value as T;
    }
  }
  return out;
}

export const formatters: Readonly<Record<string, Formatter>> = functionsOf<Formatter>(
  coreFormatters,
  commerceFormatters,
  contentFormatters,
);

export const predicates: Readonly<Record<string, Predicate>> = functionsOf<Predicate>(
  corePredicates,
  commercePredicates,
  contentPredicates,
);

export const caseTables: Readonly<Record<string, CaseTable>> = functionsOf<CaseTable>(
  commerceCaseTables as Readonly<Record<string, unknown>>,
);

export const plugins = { formatters, predicates } as const;
