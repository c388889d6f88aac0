/**
 * The site-rendering engine (JSON-Template with the platform's formatters and
 * predicates): the public entry. Re-exports only; `siteEngine` is the engine
 * bound to the default plugin registry of src/site/plugins.ts.
 */
export * from './engine/index.js';
export { caseTables, formatters, plugins, predicates } from './plugins.js';
export { siteEngine, compile, render } from './site-engine.js';
