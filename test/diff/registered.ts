/**
 * The "registered" family: every formatter and predicate the reference engine registers
 * (registry.ts), drawn evenly, five calls a case, each over a value of the platform's
 * shapes with every argument shape a call can take: none, a documented form, a form the
 * fixtures use, a path, a literal, too many, another delimiter. The data is a fixture's
 * (its products, images, items, dates...) with the context the platform passes laid over
 * it (context.ts): translated labels, custom labels, subscribable products with their plans,
 * option names with markup characters, invalid money and dates. Calls also come through
 * `.var`, `get` and `apply`, the indirections templates use.
 */
import fc from 'fast-check';
import type { DiffCase } from './compare.js';
import { CONTEXT_PATHS, platformContext } from './context.js';
import { formsOf, materialOf, pick } from './crossed.js';
import { referenceRegistry } from './registry.js';
import { LOCALES } from './templates.js';

/** Argument shapes beyond the documented and fixture forms. */
const ARG_SHAPES = [
  '',
  ' product.title',
  ' localizedStrings.productAddToCartText',
  ' 2',
  ' -1',
  ' "quoted text"',
  ' a b c d e',
  ':x:y',
  ' @index',
  ' money.decimalValue',
] as const;

/** Every registered name, the predicates with their `?`. */
function registeredNames(): readonly string[] {
  const { formatterNames, predicateNames } = referenceRegistry();
  return [...formatterNames, ...predicateNames.map((p) => (p.endsWith('?') ? p : `${p}?`))];
}

// names drawn evenly: without noBias, fast-check draws small numbers more often, and the names late in the list too rarely
const call = fc.record({ name: fc.noBias(fc.nat(9999)), subject: fc.nat(), shape: fc.nat(), form: fc.nat(), wrap: fc.nat(5) });
type Call = { name: number; subject: number; shape: number; form: number; wrap: number };

/** One call of `name` over the value at `where`, written the way `wrap` picks. */
function written(name: string, where: string, args: string, wrap: number, partial: string): string {
  if (name.endsWith('?')) {
    return wrap % 2 === 0
      ? `{.section ${where}}{.${name}${args}}Y{.or}N{.end}{.or}E{.end}`
      : `{.${name}${args}}Y{.or}N{.end}`;
  }
  if (wrap === 0) return `{.var @v ${where}}{@v|${name}${args}}`;
  if (wrap === 1) return `{.section ${where}}{@|${name}${args}}{.end}`;
  if (wrap === 2) return `{${where.includes('.') ? where.slice(0, where.lastIndexOf('.')) : '@'}|get ${where.split('.').pop() ?? where}|${name}${args}}`;
  if (wrap === 3) return `{${where}|apply ${partial}}`;
  return `{${where}|${name}${args}}`;
}

export function registeredCase(fixtures: readonly DiffCase[]): fc.Arbitrary<DiffCase> {
  return fc
    .record({ calls: fc.array(call, { minLength: 5, maxLength: 5 }), fixture: fc.nat(), locale: fc.nat(), contextual: fc.nat(9) })
    .map(({ calls, fixture, locale, contextual }) => {
      const names = registeredNames();
      const m = materialOf(fixtures);
      const base = pick(fixtures, fixture);
      const context = platformContext(contextual);
      const data = typeof base.data === 'object' && base.data !== null && !Array.isArray(base.data) ? { ...base.data, ...context } : context;
      const partials: Record<string, string> = { ...base.partials };
      const tags = calls.map(({ name, subject, shape, form, wrap }: Call, i) => {
        const n = pick(names, name);
        // half the subjects are the platform context's values, half the fixture's own places
        const where = subject % 2 === 0 ? pick(CONTEXT_PATHS, subject >> 1) : placeIn(m, base, shape, subject >> 1);
        const args = pick([...formsOf(m, n, []), ...ARG_SHAPES], form);
        if (wrap === 3 && !n.endsWith('?')) partials[`f${i}`] = `{@|${n}${args}}`;
        return written(n, where, args, wrap, `f${i}`);
      });
      return {
        label: `registered: ${calls.map((c) => pick(names, c.name)).join(', ')}`,
        template: tags.join('\n'),
        parts: tags,
        data,
        partials,
        injects: base.injects ?? {},
        locale: contextual === 0 ? pick(LOCALES, locale) : (base.locale ?? 'fr'),
        now: base.now ?? 1700050000000,
      };
    });
}

/** A path into the fixture's own data of the shape picked (the fixture's root when it has none). */
function placeIn(m: ReturnType<typeof materialOf>, base: DiffCase, shape: number, place: number): string {
  const own = m.shapes.map((places) => places.filter((p) => p.fixture === base)).filter((places) => places.length > 0);
  if (own.length === 0) return '@';
  return pick(pick(own, shape), place).path.join('.') || '@';
}
