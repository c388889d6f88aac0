/** The template engine core: re-exports only. */
export type * from './api';
export { createEngine } from './engine';
export type { CompileOptions, CompiledTemplate, CompileResult, Engine } from './engine';
export type { Plugins } from './parser';
export { escapeAttr, escapeHtml, isTruthy, toJson, toText } from './values';
