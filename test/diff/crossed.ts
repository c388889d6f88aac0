/**
 * The "crossed" family: the development fixtures' own material crossed with every formatter
 * and predicate, to reach the shapes hidden cases of the same families hold.
 *
 * - a formatter over a value found in a fixture's data (items, images, money objects,
 *   variants, dates, strings, numbers, lists, structured content...: one shape picked first,
 *   then one value of it), the fixture's whole data as the context around it, with an argument
 *   form the fixtures use with that formatter, a documented one (templates.ts `ARGS`) or a
 *   generic one, in the fixtures' locales or the sites' (`LOCALES`);
 * - a predicate over such a value, with the fixtures' or generic argument forms;
 * - a fixture's template with one formatter or predicate swapped for another (its
 *   arguments kept).
 */
import fc from 'fast-check';
import type { DiffCase } from './compare.js';
import { paths } from './mutate.js';
import { ARGS, GENERIC_ARGS, LOCALES, PREDICATE_ARGS, formatterNames, predicateNames } from './templates.js';

type Path = readonly (string | number)[];

interface Place {
  readonly fixture: DiffCase;
  readonly path: Path;
}

interface Material {
  /** Places in the fixtures' data, grouped by the shape of the value there. */
  readonly shapes: readonly (readonly Place[])[];
  /** Argument forms the fixtures use, by formatter or predicate name (`money`, `equal?`). */
  readonly args: ReadonlyMap<string, readonly string[]>;
  readonly locales: readonly string[];
}

const has = (o: object, ...keys: string[]): boolean => keys.some((k) => k in o);

/** A value's shape, as a name (which shapes the fixtures hold decides how values are picked). */
export function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'empty list' : `list of ${shapeOf(value[0])}`;
  if (typeof value === 'number') return Math.abs(value) > 1e11 ? 'instant' : Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return /^-?\d/.test(value) ? 'numeric text' : value.includes('<') ? 'markup' : 'text';
  if (typeof value !== 'object') return typeof value;
  if (has(value, 'decimalValue', 'currencyCode', 'currency')) return 'money';
  if (has(value, 'variants', 'structuredContent', 'productType')) return 'product';
  if (has(value, 'sku', 'attributes', 'qtyInStock', 'unlimited')) return 'variant';
  if (has(value, 'assetUrl', 'mediaFocalPoint', 'originalSize')) return 'image';
  if (has(value, 'recordType', 'fullUrl', 'urlId')) return 'item';
  if (has(value, 'startDate', 'endDate', 'addedOn', 'publishOn')) return 'dated';
  if (has(value, 'location', 'addressLine1', 'mapLat')) return 'location';
  if (has(value, 'website', 'websiteSettings', 'collection')) return 'page context';
  return 'object';
}

/** Keys a template path can name (`a.b.0`). */
const nameable = (path: Path): boolean => path.every((k) => typeof k === 'number' || /^[A-Za-z_$][\w$-]*$/.test(k));

export const at = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? (v as Record<string | number, unknown>)[k] : undefined), data);

/** `{x|name args}` and `{.name? args}` calls in a template: [name, args] pairs. */
export function callsIn(template: string): [string, string][] {
  const calls: [string, string][] = [];
  for (const [tag] of template.matchAll(/\{[^{}\n]*\}/g)) {
    const predicate = /^\{\.([\w-]+\?)(.*)\}$/.exec(tag);
    if (predicate) calls.push([predicate[1] as string, predicate[2] as string]);
    else if (!tag.startsWith('{.')) {
      for (const part of tag.slice(1, -1).split('|').slice(1)) {
        const m = /^([\w-]+)(.*)$/.exec(part);
        if (m) calls.push([m[1] as string, m[2] as string]);
      }
    }
  }
  return calls;
}

let material: Material | null = null;

/** The fixtures' material: their data's places by shape, their argument forms, their locales. */
export function materialOf(fixtures: readonly DiffCase[]): Material {
  if (material) return material;
  const byShape = new Map<string, Place[]>();
  const args = new Map<string, Set<string>>();
  const locales = new Set<string>(LOCALES);
  for (const fixture of fixtures) {
    for (const path of paths(fixture.data)) {
      if (!nameable(path)) continue;
      const shape = shapeOf(at(fixture.data, path));
      byShape.set(shape, [...(byShape.get(shape) ?? []), { fixture, path }]);
    }
    for (const [name, form] of callsIn(fixture.template)) args.set(name, (args.get(name) ?? new Set()).add(form));
    if (fixture.locale) locales.add(fixture.locale);
  }
  material = {
    shapes: [...byShape.values()],
    args: new Map([...args].map(([name, forms]) => [name, [...forms]])),
    locales: [...locales],
  };
  return material;
}

export const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export function formsOf(m: Material, name: string, generic: readonly string[]): readonly string[] {
  return [...(m.args.get(name) ?? []), ...(ARGS[name] ?? []), ...generic];
}

const choice = fc.record({
  kind: fc.constantFrom('formatter', 'formatter in scope', 'predicate', 'swap'),
  shape: fc.nat(),
  place: fc.nat(),
  name: fc.nat(),
  form: fc.nat(),
  locale: fc.nat(),
  fixtureLocale: fc.boolean(),
});

/** A crossed case over the fixtures (see the module's comment). */
export function crossedCase(fixtures: readonly DiffCase[]): fc.Arbitrary<DiffCase> {
  return choice.map(({ kind, shape, place, name, form, locale, fixtureLocale }) => {
    const m = materialOf(fixtures);
    const { fixture, path } = pick(pick(m.shapes, shape), place);
    const where = path.join('.');
    const base = { partials: fixture.partials ?? {}, injects: fixture.injects ?? {}, now: fixture.now ?? 1700050000000 };
    const localeOf = fixtureLocale ? (fixture.locale ?? 'en') : pick(m.locales, locale);
    if (kind === 'swap') {
      const calls = callsIn(fixture.template);
      if (calls.length > 0) {
        const [from] = pick(calls, form);
        const predicate = from.endsWith('?');
        const names = predicate ? predicateNames.map((p) => (p.endsWith('?') ? p : `${p}?`)) : formatterNames;
        const to = pick(names, name);
        const pattern = predicate ? new RegExp(`\\{\\.${escape(from)}`) : new RegExp(`\\|${escape(from)}(?=[\\s|}:])`);
        const template = fixture.template.replace(pattern, predicate ? `{.${to}` : `|${to}`);
        return { ...base, label: `${fixture.label} (${from} swapped for ${to})`, template, data: fixture.data, locale: localeOf };
      }
    }
    if (kind === 'predicate') {
      const raw = pick(predicateNames, name);
      const p = raw.endsWith('?') ? raw : `${raw}?`;
      const args = pick(formsOf(m, p, PREDICATE_ARGS), form);
      const template = `{.section ${where}}{.${p}${args}}yes{.or}no{.end}{.or}empty{.end}`;
      return { ...base, label: `${fixture.label}: ${p} over ${where}`, template, data: fixture.data, locale: localeOf };
    }
    const f = pick(formatterNames, name);
    const args = pick(formsOf(m, f, GENERIC_ARGS), form);
    const template = kind === 'formatter' ? `{${where}|${f}${args}}` : `{.section ${where}}{@|${f}${args}}{.end}`;
    return { ...base, label: `${fixture.label}: ${f} over ${where}`, template, data: fixture.data, locale: localeOf };
  });
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
