/**
 * The documented divergences from the reference engine (docs/site-engine.md,
 * "Deliberate divergences"): a difference that matches one is counted apart, not as a
 * difference. Each entry says why we differ on purpose.
 */
import { type CaseResult, type DiffCase, runCase } from './compare.js';
import { referenceCldr } from './reference.js';

export interface Divergence {
  readonly id: string;
  readonly reason: string;
  readonly matches: (c: DiffCase, r: CaseResult) => boolean;
}

export const DIVERGENCES: readonly Divergence[] = [
  {
    id: 'unknown-locale',
    reason:
      'A locale tag the CLDR library cannot load (`xx`, `zz-ZZ`): the reference has no locale data and writes ' +
      'nothing for money, numbers, dates and messages; we render English, so a mistyped site locale never ' +
      'blanks a price. Everything else is the same: the case rendered in `en` is identical in both engines.',
    matches: (c, r) => {
      if (referenceCldr(c.locale ?? 'en') !== null) return false;
      const inEnglish = runCase({ ...c, locale: 'en' });
      return inEnglish.same && inEnglish.ours.output === r.ours.output;
    },
  },
];

/** The id of the divergence a difference is, or null. */
export function divergenceOf(c: DiffCase, r: CaseResult): string | null {
  for (const d of DIVERGENCES) if (d.matches(c, r)) return d.id;
  return null;
}
