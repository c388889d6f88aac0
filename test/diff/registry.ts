/**
 * What the reference engine registers, read from a compiler instance as a black box (its
 * public object, never its source): every formatter name and every predicate name, the
 * universe the differential suite draws from (`npm run fixtures:diff -- --coverage`).
 */
import { Compiler } from '@squarespace/template-engine';

interface Registries {
  readonly engine: { readonly formatters: Readonly<Record<string, unknown>>; readonly predicates: Readonly<Record<string, unknown>> };
}

const hasRegistries = (value: unknown): value is Registries => {
  if (typeof value !== 'object' || value === null || !('engine' in value)) return false;
  const engine: unknown = value.engine;
  return typeof engine === 'object' && engine !== null && 'formatters' in engine && 'predicates' in engine;
};

export interface ReferenceRegistry {
  readonly formatterNames: readonly string[];
  readonly predicateNames: readonly string[];
}

let cached: ReferenceRegistry | null = null;

export function referenceRegistry(): ReferenceRegistry {
  if (cached) return cached;
  const compiler: unknown = new Compiler();
  if (!hasRegistries(compiler)) throw new Error('the reference engine no longer exposes engine.formatters and engine.predicates');
  cached = {
    formatterNames: Object.keys(compiler.engine.formatters).sort(),
    predicateNames: Object.keys(compiler.engine.predicates).sort(),
  };
  return cached;
}
