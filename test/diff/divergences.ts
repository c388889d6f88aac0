/**
 * The documented divergences from the reference engine (docs/site-engine.md,
 * "Deliberate divergences"): a difference that matches one is counted apart, not as a
 * difference. Each entry says why we differ on purpose.
 */
import type { CaseResult, DiffCase } from './compare.js';

export interface Divergence {
  readonly id: string;
  readonly reason: string;
  readonly matches: (c: DiffCase, r: CaseResult) => boolean;
}

export const DIVERGENCES: readonly Divergence[] = [];

/** The id of the divergence a difference is, or null. */
export function divergenceOf(c: DiffCase, r: CaseResult): string | null {
  for (const d of DIVERGENCES) if (d.matches(c, r)) return d.id;
  return null;
}
