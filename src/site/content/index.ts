/**
 * Content formatters and predicates for the template engine.
 * Loosely typed until the engine publishes its plugin API (src/site/engine/api.ts).
 */
export const contentFormatters: Record<string, unknown> = {};
export const contentPredicates: Record<string, unknown> = {};
