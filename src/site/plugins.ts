/**
 * The default plugin registry: core formatters/predicates merged with the
 * commerce and content ones. Later sources never silently replace earlier
 * ones with a non-function.
 */
import type { CaseTable, Formatter, Predicate } from './engine/api';
import { coreFormatters } from './engine/formatters/index';
import { corePredicates } from './engine/predicates/index';
// the import order is the chunk's module order: content before commerce puts the date rules
// next to the ones message.ts brings in (dist/chunks/engine.js 0.13 kB gzip smaller)
import { contentFormatters, contentPredicates } from './content/index';
import { commerceCaseTables, commerceFormatters, commercePredicates } from './commerce/index';

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

/**
 * Names the platform's engine does not have (the differential suite finds them; docs/site-engine.md
 * "Rules the suite found"): a template using one reports an unknown formatter or predicate there and
 * renders the tag as text, so here too. The content plugin generates these from its
 * record-type and gallery-flag lists; they are left out of the registry here. (Also not
 * registered, at their source: humanize-duration, absurl, the macro alias of apply,
 * subscribable?, collection-type-name-equals?, service-name-email?, promoted?.)
 */
const NOT_ON_PLATFORM: ReadonlySet<string> = new Set([
  'chat?',
  'review?',
  'gallery-show-meta-basic?',
  'gallery-show-meta-only-title?',
  'gallery-indicators?',
  'gallery-newWindow?',
  'gallery-transparentBackground?',
]);

const platformOnly = <T>(registry: Record<string, T>): Record<string, T> => {
  for (const name of NOT_ON_PLATFORM) delete registry[name];
  return registry;
};

export const formatters: Readonly<Record<string, Formatter>> = platformOnly(
  functionsOf<Formatter>(coreFormatters, commerceFormatters, contentFormatters),
);

export const predicates: Readonly<Record<string, Predicate>> = platformOnly(
  functionsOf<Predicate>(corePredicates, commercePredicates, contentPredicates),
);

export const caseTables: Readonly<Record<string, CaseTable>> = functionsOf<CaseTable>(
  commerceCaseTables as Readonly<Record<string, unknown>>,
);

export const plugins = { formatters, predicates } as const;
