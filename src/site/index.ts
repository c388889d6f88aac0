/**
 * The site-rendering engine (JSON-Template with the platform's formatters and
 * predicates): the public entry. Re-exports only; `siteEngine` is the engine
 * bound to the default plugin registry of src/site/plugins.ts.
 */
export * from './engine/index';
export { caseTables, formatters, plugins, predicates } from './plugins';
export { siteEngine, compile, render } from './site-engine';
