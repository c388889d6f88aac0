import { describe, expect, it } from 'vitest';
import { describe as describeRepro, runDiff } from '../../diff/suite.js';

/**
 * Issue 13: the differential suite (test/diff) against the reference engine, a bounded
 * seeded slice: fixture templates with varied data, generated templates, locales and
 * currencies, each rendered in both engines. Every difference must be a documented one
 * (a deliberate divergence or an open difference, docs/site-engine.md);
 * `npm run fixtures:diff -- --runs N` runs as many cases as asked.
 */
describe('differential suite against the reference engine (seeded slice)', () => {
  it('finds no undocumented difference in 240 cases', () => {
    const report = runDiff({ runs: 240, seed: 20261123 });
    const undocumented = report.reproductions.filter((r) => !r.open).map(describeRepro);
    expect(report.cases).toBe(240);
    expect(report.identical).toBeGreaterThan(200);
    expect(undocumented.join('\n\n')).toBe('');
    expect(report.undocumented).toBe(0);
  }, 60_000);
});
