import { describe, expect, it } from 'vitest';
import { runCase } from '../../diff/compare.js';
import { divergenceOf } from '../../diff/divergences.js';
import { callsIn, shapeOf } from '../../diff/crossed.js';
import { coverageTable, describe as describeRepro, diffCases, runDiff } from '../../diff/suite.js';

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

describe('deliberate divergence date-failure-scope', () => {
  const divergence = (template: string, data: unknown) => {
    const c = { label: 't', template, data, locale: 'en', now: 1700050000000 };
    return divergenceOf(c, runCase(c));
  };
  const t = '{.repeated section ts}{@}:{@|date %Y}|{.end}';

  it('matches the items after text a date fails on, in a repeated section', () => {
    expect(divergence(t, { ts: [1613557565000, 'abc', 1613557565000] })).toBe('date-failure-scope');
  });

  it('matches what follows a date that fails outside a repeated section, and a date past the range', () => {
    expect(divergence('{x|date %Y}{@|json}', { a: 1, x: 'abc' })).toBe('date-failure-scope');
    expect(divergence('{x|decimal|date %Y}{.section a}s{.end}', { a: 1 })).toBe('date-failure-scope');
    expect(divergence('{.repeated section ts}{@|date %b}|{.end}', { ts: [1e21, 1613557565000] })).toBe('date-failure-scope');
  });

  it('matches what follows a bookkeeper-money-format of NaN, which fails the same way', () => {
    expect(divergence('{w|mod 2|bookkeeper-money-format}[{@|json}]', { w: 'abc' })).toBe('date-failure-scope');
  });

  it('matches nothing else: another difference in the same case, or no difference', () => {
    const list = { ts: [1613557565000, 'abc', 1613557565000], b: { userName: '<b>' } };
    const other = '{b|twitter-follow-button}'; // a difference of its own (escaped-data), not this one
    expect(runCase({ label: 't', template: other, data: list }).same).toBe(false);
    expect(divergence(`${t}${other}`, list)).toBeNull();
    expect(divergence(t, { ts: ['12abc', 1613557565000] })).not.toBe('date-failure-scope');
    expect(divergence(t, { ts: [1613557565000, 'abc'] })).not.toBe('date-failure-scope');
  });
});

describe('deliberate divergences era-calendar-out-of-reach and cycle-fraction', () => {
  const divergence = (template: string, data: unknown, locale = 'en') => {
    const c = { label: 't', template, data, locale, now: 1700050000000 };
    return divergenceOf(c, runCase(c));
  };

  it('matches an era calendar for a date before the reform or held at the range, and nothing in Gregorian', () => {
    expect(divergence('{t|datetime date:full calendar:japanese}', { t: -1e21 }, 'ja')).toBe('era-calendar-out-of-reach');
    expect(divergence('{t|datetime date:full calendar:japanese}', { t: -2e13 }, 'ja')).toBe('era-calendar-out-of-reach');
    expect(divergence('{t|datetime date:full calendar:buddhist}', { t: -1e21 }, 'th')).toBe('era-calendar-out-of-reach');
    // a date after the reform is the same in both engines, in any calendar: nothing to match
    expect(runCase({ label: 't', template: '{t|datetime date:full calendar:japanese}', data: { t: 1613557565000 }, locale: 'ja' }).same).toBe(true);
    // another difference beside it is not this one
    expect(divergence('{t|datetime date:full calendar:japanese}{b|twitter-follow-button}', { t: -1e21, b: { userName: '<b>' } }, 'ja')).toBeNull();
  });

  it("matches cycle's value of a number that is not whole written by raw or json, and nothing else", () => {
    expect(divergence('{neg,gen|cycle x|raw}', { neg: -42.125 })).toBe('cycle-fraction');
    expect(divergence('{n|cycle x y|raw}', { n: 2.5 })).toBe('cycle-fraction');
    expect(divergence('{n|cycle x y|raw}{b|twitter-follow-button}', { n: 2.5, b: { userName: '<b>' } })).toBeNull();
  });
});

describe('the crossed family (test/diff/crossed.ts)', () => {
  it('draws formatters and predicates over the fixtures\' values, and fixture templates with one call swapped', () => {
    const cases = diffCases(300, 7, ['crossed']);
    expect(cases).toHaveLength(300);
    expect(cases.some((c) => / over /.test(c.label) && /^\{[\w.$-]+\|/.test(c.template))).toBe(true);
    expect(cases.some((c) => /^\{\.section [\w.$-]+\}\{\.[\w-]+\?/.test(c.template))).toBe(true);
    expect(cases.some((c) => / swapped for /.test(c.label))).toBe(true);
    // every drawn value's path is in the case's own data
    for (const c of cases.filter((x) => / over /.test(x.label))) {
      const path = / over (\S+)$/.exec(c.label)?.[1] ?? '';
      const found = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], c.data);
      expect(found).not.toBeUndefined();
    }
  });

  it('reads calls and shapes', () => {
    expect(callsIn('{a|money style:short|json}{.equal? b 1}x{.end}')).toEqual([['money', ' style:short'], ['json', ''], ['equal?', ' b 1']]);
    expect([{ decimalValue: '1' }, { recordType: 2 }, [], 1.7e12, '12', null].map(shapeOf)).toEqual(['money', 'item', 'empty list', 'instant', 'numeric text', 'null']);
  });
});

describe('the structural family (test/diff/structural.ts)', () => {
  it('draws nested blocks, macros, comments and .eval over random objects, and meets no undocumented difference', () => {
    const cases = diffCases(300, 5, ['structural']);
    expect(cases).toHaveLength(300);
    const templates = cases.map((c) => c.template).join('\n');
    for (const form of ['{.macro ', '{.repeated section ', '{.alternates with}', '{.or}', '{.if ', '{.eval ', '{#', '|apply ']) expect(templates).toContain(form);
    expect(cases.every((c) => typeof c.data === 'object' && c.data !== null && Object.getPrototypeOf(c.data) === Object.prototype)).toBe(true);
    const report = runDiff({ runs: 300, seed: 5, families: ['structural'] });
    expect(report.reproductions.filter((r) => !r.open).map(describeRepro).join('\n\n')).toBe('');
  }, 60_000);
});

describe('the registered family and the coverage table (issue 30)', () => {
  it('draws every formatter and predicate the reference engine registers, with no undocumented difference', () => {
    const report = runDiff({ runs: 700, seed: 20261127, families: ['registered'] });
    const undrawn = [...report.coverage].filter(([, c]) => c.drawn === 0).map(([name]) => name);
    expect(report.coverage.size).toBeGreaterThan(190);
    expect(undrawn).toEqual([]);
    expect(report.reproductions.filter((r) => !r.open).map(describeRepro).join('\n\n')).toBe('');
  }, 60_000);

  it('prints one row per registered name and marks the ones drawn fewer than 200 times', () => {
    const table = coverageTable(new Map([['json', { drawn: 250, different: 1, undocumented: 0 }], ['odd?', { drawn: 12, different: 0, undocumented: 0 }]]));
    const rows = table.split('\n');
    expect(rows[1]).toMatch(/^odd\?\s+12\s+0\s+0\s+< 200$/);
    expect(rows[2]).toMatch(/^json\s+250\s+1\s+0$/);
    expect(rows.at(-1)).toBe('2 registered names; 1 drawn fewer than 200 times');
  });
});
