/**
 * The differential suite: `runDiff({ runs, seed })` generates `runs` cases (a seventh each:
 * fixture templates with varied data, generated templates, locales and currencies, crossed.ts,
 * structural.ts, white space in tags: spacing.ts, every registered name: registered.ts),
 * renders each in both engines and returns the counts and, for each difference, a
 * minimal reproduction (data keys, template lines and tags removed while it still
 * differs), grouped so one bug is reported once. Differences that match a deliberate
 * divergence or an open difference (divergences.ts, docs/site-engine.md)
 * are counted apart from the undocumented ones. `coverage` counts, for every formatter and
 * predicate the reference engine registers, the cases that drew it and those that differed.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseSections, templateCase } from '../support/fixtures/parse.js';
import { fixturesRoot } from '../support/fixtures/root.js';
import { collectFixtures } from '../support/fixtures/run.js';
import { type CaseResult, type DiffCase, runCase } from './compare.js';
import { callsIn, crossedCase } from './crossed.js';
import { divergenceOf, openDifferenceOf } from './divergences.js';
import { mutate, mutationArbitrary } from './mutate.js';
import { registeredCase } from './registered.js';
import { referenceRegistry } from './registry.js';
import { structuralCase } from './structural.js';
import { spacingCase } from './spacing.js';
import { generatedCase, localeCase } from './templates.js';

const FIXED_NOW = 1700050000000;

let fixtureCache: DiffCase[] | null = null;

/** The development fixtures' template cases (not the commerce case tables). */
export function fixtureCases(): DiffCase[] {
  if (!fixtureCache) {
    const root = fixturesRoot();
    fixtureCache = collectFixtures([root])
      .filter((f) => f.endsWith('.html'))
      .map((file) => {
        const c = templateCase(parseSections(readFileSync(file, 'utf8')));
        return {
          label: file.slice(root.length + 1),
          template: c.template,
          data: c.data,
          partials: c.partials,
          injects: c.injects,
          locale: c.locale,
          now: c.now ?? FIXED_NOW,
        };
      });
  }
  return fixtureCache;
}

function fixtureVariation(fixtures: readonly DiffCase[]): fc.Arbitrary<DiffCase> {
  return fc
    .record({ index: fc.nat(fixtures.length - 1), mutations: fc.array(mutationArbitrary, { maxLength: 3 }) })
    .map(({ index, mutations }) => {
      const base = fixtures[index] as DiffCase;
      return { ...base, label: `${base.label} (data varied)`, data: mutate(base.data, mutations) };
    });
}

/** The families of cases, by the name `--family` takes. */
export const FAMILIES = ['varied', 'generated', 'locale', 'crossed', 'structural', 'spacing', 'registered'] as const;
export type Family = (typeof FAMILIES)[number];

function familyCase(family: Family, fixtures: readonly DiffCase[]): fc.Arbitrary<DiffCase> {
  if (family === 'varied') return fixtureVariation(fixtures);
  if (family === 'generated') return generatedCase;
  if (family === 'structural') return structuralCase;
  if (family === 'spacing') return spacingCase(fixtures);
  if (family === 'registered') return registeredCase(fixtures);
  return family === 'locale' ? localeCase : crossedCase(fixtures);
}

/** All cases of a run, reproducible from the seed: every family, or the ones named. */
export function diffCases(runs: number, seed: number, families: readonly Family[] = FAMILIES): DiffCase[] {
  const fixtures = fixtureCases();
  const [first, ...rest] = families.map((f) => familyCase(f, fixtures));
  if (!first) return [];
  return fc.sample(fc.oneof(first, ...rest), { numRuns: runs, seed });
}

export interface Reproduction {
  readonly case: DiffCase;
  readonly result: CaseResult;
  /** How many generated cases reduced to this reproduction. */
  count: number;
  /** An open difference (divergences.ts: content plugin, subscription pricing), not a new one. */
  readonly open: boolean;
  /** For an open difference, the formatter or predicate it is open for (divergences.ts). */
  readonly openFor: string | null;
}

/** How often a registered formatter or predicate was drawn, and in how many differing cases. */
export interface Coverage {
  drawn: number;
  different: number;
  undocumented: number;
}

export interface DiffReport {
  readonly cases: number;
  readonly identical: number;
  /** Every case whose output or error codes differ (documented ones included). */
  readonly different: number;
  /** Differences that are deliberate divergences, by divergence id. */
  readonly divergent: ReadonlyMap<string, number>;
  /** Differences still open (docs/site-engine.md). */
  readonly open: number;
  /** Open differences by the formatter or predicate they are open for. */
  readonly openBy: ReadonlyMap<string, number>;
  /** Differences nothing documents: each one is a bug to fix. */
  readonly undocumented: number;
  readonly reproductions: readonly Reproduction[];
  /** Every formatter and predicate the reference engine registers, by name (predicates with `?`). */
  readonly coverage: ReadonlyMap<string, Coverage>;
}

/** The registered names a case calls, each once (its template's and its partials' calls). */
function registeredCalls(c: DiffCase, registered: ReadonlyMap<string, Coverage>): string[] {
  const sources = [c.template, ...Object.values(c.partials ?? {})];
  return [...new Set(sources.flatMap((source) => callsIn(source).map(([name]) => name)))].filter((name) => registered.has(name));
}

function emptyCoverage(): Map<string, Coverage> {
  const { formatterNames, predicateNames } = referenceRegistry();
  const names = [...formatterNames, ...predicateNames.map((p) => (p.endsWith('?') ? p : `${p}?`))];
  return new Map(names.map((name) => [name, { drawn: 0, different: 0, undocumented: 0 }]));
}

const differs = (c: DiffCase): CaseResult | null => {
  const r = runCase(c);
  return r.same ? null : r;
};

/** Keys of objects and items of arrays removed, one at a time, while the case still differs. */
function shrinkData(c: DiffCase, budget: { left: number }): DiffCase {
  let current = c;
  const visit = (path: readonly (string | number)[]): void => {
    const at = (root: unknown): unknown => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], root);
    const node = at(current.data);
    if (typeof node !== 'object' || node === null) return;
    const keys = Array.isArray(node) ? node.map((_, i) => i).reverse() : Object.keys(node);
    for (const key of keys) {
      if (budget.left-- <= 0) return;
      const data = structuredClone(current.data);
      const parent = at(data) as Record<string | number, unknown> | unknown[];
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      const candidate = { ...current, data };
      if (differs(candidate)) current = candidate;
    }
    const kept = at(current.data);
    if (typeof kept !== 'object' || kept === null) return;
    for (const key of Array.isArray(kept) ? kept.map((_, i) => i) : Object.keys(kept)) visit([...path, key]);
  };
  visit([]);
  return current;
}

/** Template pieces removed (lines, then non-block tags and text) while it still differs. */
function shrinkTemplate(c: DiffCase, budget: { left: number }): DiffCase {
  let current = c;
  const tryPieces = (split: (t: string) => string[], join: string): void => {
    let pieces = split(current.template);
    for (let i = pieces.length - 1; i >= 0 && budget.left > 0; i--) {
      budget.left--;
      const next = [...pieces.slice(0, i), ...pieces.slice(i + 1)];
      const candidate = { ...current, template: next.join(join) };
      if (candidate.template !== current.template && differs(candidate)) {
        current = candidate;
        pieces = next;
      }
    }
  };
  tryPieces((t) => t.split('\n'), '\n');
  tryPieces((t) => t.split(/(\{[^{}]*\})/).filter((p) => p !== '' && !/^\{\.(section|repeated|if|or|end|alternates|macro|[\w-]+\?)/.test(p)), '');
  return current;
}

function shrinkPartials(c: DiffCase): DiffCase {
  let current = c;
  for (const name of Object.keys(current.partials ?? {})) {
    const partials = { ...current.partials };
    delete partials[name];
    const candidate = { ...current, partials };
    if (differs(candidate)) current = candidate;
  }
  return current;
}

/** A smaller case that still differs (bounded number of renders). */
export function minimize(c: DiffCase, maxRenders = 400): DiffCase {
  const budget = { left: maxRenders };
  let current = shrinkPartials(c);
  current = shrinkTemplate(current, budget);
  current = shrinkData(current, budget);
  return current;
}

const key = (c: DiffCase): string => JSON.stringify([c.template, c.data, c.partials ?? {}, c.injects ?? {}, c.locale ?? 'en']);

export interface DiffOptions {
  readonly runs: number;
  readonly seed: number;
  /** The families to draw from (default: all of them). */
  readonly families?: readonly Family[];
  /** Minimise each difference (slower); default true. */
  readonly minimize?: boolean;
  /** Stop minimising after this many distinct reproductions (the rest are counted). */
  readonly maxReproductions?: number;
  readonly onProgress?: (done: number) => void;
}

/**
 * What a differing case is: the id of the deliberate divergence it is (for a case of parts, when
 * every part that differs alone is one), else the case to report: the case itself, or its first
 * part that differs and is no divergence (one that nothing documents before an open one).
 */
function differingPart(c: DiffCase, result: CaseResult): string | DiffCase {
  const whole = divergenceOf(c, result);
  if (whole) return whole;
  if (!c.parts || c.parts.length < 2) return c;
  const differing = c.parts.map((template) => ({ ...c, template, parts: undefined })).flatMap((part) => {
    const r = runCase(part);
    return r.same ? [] : [{ part, divergence: divergenceOf(part, r) }];
  });
  if (differing.length === 0) return c; // the parts differ only together
  const reported = differing.filter((d) => d.divergence === null).map((d) => d.part);
  if (reported.length === 0) return differing[0]?.divergence ?? c;
  return reported.find((part) => openDifferenceOf(part) === null) ?? (reported[0] as DiffCase);
}

export function runDiff(options: DiffOptions): DiffReport {
  const cases = diffCases(options.runs, options.seed, options.families);
  const divergent = new Map<string, number>();
  const reproductions = new Map<string, Reproduction>();
  let identical = 0;
  let open = 0;
  const openBy = new Map<string, number>();
  let undocumented = 0;
  const coverage = emptyCoverage();
  cases.forEach((c, i) => {
    if (options.onProgress && i % 1000 === 0) options.onProgress(i);
    const result = runCase(c);
    const calls = registeredCalls(c, coverage).map((name) => coverage.get(name) as Coverage);
    for (const entry of calls) entry.drawn++;
    if (result.same) {
      identical++;
      return;
    }
    for (const entry of calls) entry.different++;
    const focus = differingPart(c, result);
    if (typeof focus === 'string') {
      divergent.set(focus, (divergent.get(focus) ?? 0) + 1);
      return;
    }
    const shouldMinimize = options.minimize !== false && reproductions.size < (options.maxReproductions ?? 200);
    const small = shouldMinimize ? minimize(focus) : focus;
    const openFor = openDifferenceOf(small);
    const isOpen = openFor !== null;
    if (openFor !== null) {
      open++;
      openBy.set(openFor, (openBy.get(openFor) ?? 0) + 1);
    } else {
      undocumented++;
      for (const entry of calls) entry.undocumented++;
    }
    const k = key(small);
    const known = reproductions.get(k);
    if (known) known.count++;
    else reproductions.set(k, { case: small, result: runCase(small), count: 1, open: isOpen, openFor });
  });
  return {
    cases: cases.length,
    identical,
    different: cases.length - identical,
    divergent,
    open,
    openBy,
    undocumented,
    reproductions: [...reproductions.values()],
    coverage,
  };
}

/** A reproduction as text: the case's inputs and both outputs. */
export function describe(r: Reproduction): string {
  const c = r.case;
  const lines = [
    `--- ${r.openFor !== null ? `[open ${r.openFor}] ` : ''}${c.label}${r.count > 1 ? ` (${r.count} cases)` : ''}`,
    `template:  ${JSON.stringify(c.template)}`,
    `data:      ${JSON.stringify(c.data)}`,
  ];
  if (c.partials && Object.keys(c.partials).length) lines.push(`partials:  ${JSON.stringify(c.partials)}`);
  if (c.injects && Object.keys(c.injects).length) lines.push(`injects:   ${JSON.stringify(c.injects)}`);
  lines.push(`locale:    ${c.locale ?? 'en'}   now: ${c.now ?? '-'}`);
  lines.push(`ours:      ${show(r.result.ours.output)}${r.result.ours.codes.length ? ` errors ${r.result.ours.codes.join(',')}` : ''}`);
  lines.push(`reference: ${show(r.result.reference.output)}${r.result.reference.codes.length ? ` errors ${r.result.reference.codes.join(',')}` : ''}`);
  return lines.join('\n');
}

/** JSON text with the invisible spaces CLDR uses spelled out (U+00A0, U+202F, U+2009, U+200F). */
function show(text: string): string {
  return JSON.stringify(text).replace(/[\u00a0\u202f\u2009\u200e\u200f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The coverage as a table: name, cases that drew it, that differed, undocumented; fewest drawn first. */
export function coverageTable(coverage: ReadonlyMap<string, Coverage>): string {
  const rows = [...coverage].sort((a, b) => a[1].drawn - b[1].drawn || a[0].localeCompare(b[0]));
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, c]) =>
    `${name.padEnd(width)}  ${String(c.drawn).padStart(7)}  ${String(c.different).padStart(7)}  ${String(c.undocumented).padStart(7)}${c.drawn < 200 ? '  < 200' : ''}`,
  );
  const under = rows.filter(([, c]) => c.drawn < 200).length;
  return [
    `${'formatter or predicate'.padEnd(width)}    drawn  differ  undoc.`,
    ...lines,
    `${rows.length} registered names; ${under} drawn fewer than 200 times`,
  ].join('\n');
}
