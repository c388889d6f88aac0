/**
 * The answer to a GraphQL query from a full object: each field the query selects (its
 * alias as the key, fragments spread in), nothing else, as a server answers; the Buy
 * Button's client refuses a key its query did not ask for. Enough GraphQL for the bench's
 * Storefront API stub (test/bench/peer-api-shopify.ts): fields, aliases, arguments
 * (skipped), named and inline fragments; no directives. A selected field the object
 * lacks is answered null and named in `missing`.
 */
type Selection = ({ kind: 'field'; key: string; name: string } | { kind: 'spread'; name: string } | { kind: 'inline'; on: string }) & { sub?: Selection[] };

const tokens = (source: string): string[] => source.match(/\.\.\.|"(?:[^"\\]|\\.)*"|[$\w]+|[{}():,!=[\]@]/g) ?? [];

export function selectFields(query: string, value: unknown, missing: Set<string>): unknown {
  const t = tokens(query);
  let at = 0;
  const skipParens = () => {
    if (t[at] !== '(') return;
    for (let depth = 0; at < t.length; at++) {
      if (t[at] === '(') depth++;
      if (t[at] === ')' && --depth === 0) return void at++;
    }
  };
  const selectionSet = (): Selection[] => {
    const out: Selection[] = [];
    at++; // {
    while (at < t.length && t[at] !== '}') {
      if (t[at] === ',') {
        at++;
        continue;
      }
      let s: Selection;
      if (t[at] === '...') {
        at++;
        if (t[at] === 'on') {
          s = { kind: 'inline', on: t[at + 1]! };
          at += 2;
        } else s = { kind: 'spread', name: t[at++]! };
      } else {
        let name = t[at++]!;
        let key = name;
        if (t[at] === ':') {
          name = t[at + 1]!;
          at += 2;
        }
        skipParens();
        s = { kind: 'field', key, name };
      }
      if (t[at] === '{') s.sub = selectionSet();
      out.push(s);
    }
    at++; // }
    return out;
  };
  const fragments = new Map<string, Selection[]>();
  let operation: Selection[] = [];
  while (at < t.length) {
    if (t[at] === 'fragment') {
      const name = t[at + 1]!;
      at += 4; // fragment Name on Type
      fragments.set(name, selectionSet());
    } else if (t[at] === '{') operation = selectionSet();
    else at++;
  }
  const project = (v: unknown, set: Selection[], path: string): unknown => {
    if (v === null || v === undefined) return null;
    if (Array.isArray(v)) return v.map((x) => project(x, set, path));
    const object = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const s of set) {
      if (s.kind === 'spread') Object.assign(out, project(v, fragments.get(s.name) ?? [], path));
      else if (s.kind === 'inline') {
        if (!object.__typename || object.__typename === s.on) Object.assign(out, project(v, s.sub ?? [], path));
      } else {
        if (!(s.name in object) && s.name !== '__typename') missing.add(`${path}.${s.name}`);
        out[s.key] = s.sub ? project(object[s.name], s.sub, `${path}.${s.name}`) : (object[s.name] ?? null);
      }
    }
    return out;
  };
  return project(value, operation, '');
}
