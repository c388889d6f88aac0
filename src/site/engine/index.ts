/** The template engine core: re-exports only. */
export type * from './api.js';
export { createEngine } from './engine.js';
export type { CompileOptions, CompiledTemplate, CompileResult, Engine } from './engine.js';
export type { Plugins } from './parser.js';
export { escapeAttr, escapeHtml, isTruthy, toJson, toText } from './values.js';
