/**
 * Commerce plugin for the template engine (SPEC.md 4, 5, 9).
 * Registries filled in as each formatter/predicate is implemented.
 */

/** A case-table runner: takes the fixture's input JSON, returns the expected output JSON. */
export type CaseTable = (input: unknown) => unknown;

export const commerceFormatters: Record<string, unknown> = {};
export const commercePredicates: Record<string, unknown> = {};
export const commerceCaseTables: Record<string, CaseTable> = {};
