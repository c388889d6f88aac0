/**
 * The "spacing" family: a fixture's template with the white space inside one of its tags
 * changed (a space doubled, made a tab, a line break or a no-break space, removed, or
 * added at the tag's end or after a `|` or `,`), to reach how the platform reads white
 * space in tags: where a tag may span lines, which instructions take any white space and
 * which one space exactly, arguments kept as written.
 */
import fc from 'fast-check';
import type { DiffCase } from './compare.js';

export const SPACES = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', ''] as const;

/** The places white space can go in each tag of a template: each space in it, its end, after each `|` or `,`. */
export function spacePlaces(template: string): { at: number; length: number }[] {
  const places: { at: number; length: number }[] = [];
  for (const m of template.matchAll(/\{[.@$A-Za-z0-9_][^{}]*\}/g)) {
    const start = m.index ?? 0;
    const tag = m[0];
    for (let i = 1; i < tag.length - 1; i++) {
      if (/\s/.test(tag[i] as string)) places.push({ at: start + i, length: 1 });
      else if (tag[i - 1] === '|' || tag[i - 1] === ',') places.push({ at: start + i, length: 0 });
    }
    places.push({ at: start + tag.length - 1, length: 0 });
  }
  return places;
}

export function spacingCase(fixtures: readonly DiffCase[]): fc.Arbitrary<DiffCase> {
  return fc.record({ index: fc.nat(fixtures.length - 1), place: fc.nat(), space: fc.constantFrom(...SPACES) }).map(({ index, place, space }) => {
    const base = fixtures[index] as DiffCase;
    const places = spacePlaces(base.template);
    const p = places[place % Math.max(1, places.length)];
    if (!p) return base;
    const template = base.template.slice(0, p.at) + space + base.template.slice(p.at + p.length);
    return { ...base, label: `${base.label} (white space ${JSON.stringify(space)} at ${p.at})`, template };
  });
}
