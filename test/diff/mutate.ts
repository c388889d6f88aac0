/**
 * Variations of a fixture's data: each mutation picks one place in the JSON (by index
 * into its list of paths) and replaces the value there by an empty, null, wrong-typed,
 * negative, huge, unknown-enum, missing or hostile one, or empties or grows an array.
 */
import fc from 'fast-check';

export const MUTATION_KINDS = [
  'empty',
  'null',
  'wrongType',
  'negative',
  'huge',
  'unknownEnum',
  'missing',
  'hostile',
  'arrayEmpty',
  'arrayGrow',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  /** Index into the data's paths (modulo their count). */
  readonly at: number;
  readonly kind: MutationKind;
  /** Picks among the replacement values of the kind. */
  readonly pick: number;
}

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom(...MUTATION_KINDS),
  pick: fc.nat(7),
});

export const HOSTILE = [
  '<script>alert("x")</script>',
  '" onmouseover="alert(1)',
  "it's & <b>bold</b>",
  '{title} {.section x}',
  '%s %d %Y',
  '\u2028\u2029</script><!--',
  'é\u0301 日本語 🛒',
  '   ',
] as const;

const HUGE = [1e21, 2 ** 53 + 2, -1e21, 1.7976931348623157e308, 123456789012.345, '99999999999999999999.99', 1e-7, 0.1 + 0.2] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** Every path in the value, parents before children (the root `[]` excluded). */
export function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...prefix, i]);
      paths(v, [...prefix, i], out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      paths(v, [...prefix, k], out);
    }
  }
  return out;
}

const pickOf = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function replacement(value: Json, kind: MutationKind, pick: number): Json | undefined {
  switch (kind) {
    case 'empty':
      if (Array.isArray(value)) return [];
      if (typeof value === 'object' && value !== null) return {};
      if (typeof value === 'number') return 0;
      if (typeof value === 'boolean') return false;
      return '';
    case 'null':
      return null;
    case 'wrongType':
      if (typeof value === 'number') return pickOf([String(value), [value], true, { value }], pick);
      if (typeof value === 'string') return pickOf([7, -3.5, true, [value], { value }], pick);
      if (typeof value === 'boolean') return pickOf([String(value), 1, 0, 'false'], pick);
      if (Array.isArray(value)) return pickOf([{ '0': value[0] ?? null }, 'list', 3], pick);
      if (value === null) return pickOf(['null', 0, []], pick);
      return pickOf(['object', 12, [value]], pick);
    case 'negative':
      if (typeof value === 'number') return value === 0 ? -1 : -Math.abs(value);
      if (typeof value === 'string' && /^\d/.test(value)) return `-${value}`;
      return -1;
    case 'huge':
      return pickOf(HUGE, pick);
    case 'unknownEnum':
      return typeof value === 'number' ? pickOf([999, -7, 42], pick) : pickOf(['UNKNOWN_VALUE', 'zz', 'Other'], pick);
    case 'missing':
      return undefined;
    case 'hostile':
      return pickOf(HOSTILE, pick);
    case 'arrayEmpty':
      return Array.isArray(value) ? [] : value;
    case 'arrayGrow':
      return Array.isArray(value) && value.length > 0 ? [...value, ...value, value[0] as Json] : value;
  }
}

/** A copy of `data` with the mutations applied in order (paths read from the copy as it is). */
export function mutate(data: unknown, mutations: readonly Mutation[]): unknown {
  let root = structuredClone(data) as Json;
  for (const m of mutations) {
    const all = paths(root);
    if (all.length === 0) {
      if (m.kind !== 'missing') root = replacement(root, m.kind, m.pick) ?? {};
      continue;
    }
    const path = all[m.at % all.length] as Path;
    let parent = root as Record<string | number, Json> | Json[];
    for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Record<string, Json>;
    const key = path[path.length - 1] as string | number;
    const next = replacement((parent as Record<string | number, Json>)[key] as Json, m.kind, m.pick);
    if (next === undefined) {
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else delete (parent as Record<string, Json>)[key];
    } else {
      (parent as Record<string | number, Json>)[key] = next;
    }
  }
  return root;
}
