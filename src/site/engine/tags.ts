/**
 * Reads one tag body (the text between `{` and `}`) into a directive.
 * Returns null when the body is not a tag at all (it is then output as text).
 */
export interface RawCall {
  readonly name: string;
  readonly args: readonly string[];
}

export type Directive =
  | { readonly d: 'var'; readonly refs: readonly string[]; readonly fmts: readonly RawCall[] }
  | { readonly d: 'section'; readonly path: string }
  | { readonly d: 'repeated'; readonly path: string }
  | { readonly d: 'end' }
  | { readonly d: 'or'; readonly pred: RawCall | null }
  | { readonly d: 'alternates' }
  | { readonly d: 'if'; readonly text: string }
  | { readonly d: 'predicate'; readonly call: RawCall }
  | { readonly d: 'bind'; readonly name: string; readonly path: string; readonly fmts: readonly RawCall[] }
  | { readonly d: 'ctx'; readonly name: string; readonly pairs: readonly (readonly [string, string])[] }
  | { readonly d: 'macro'; readonly name: string }
  | { readonly d: 'eval'; readonly source: string }
  | { readonly d: 'include'; readonly name: string; readonly output: boolean }
  | { readonly d: 'inject'; readonly name: string; readonly path: string }
  | { readonly d: 'literal'; readonly text: string }
  | { readonly d: 'invalid'; readonly reason: string };

// a name part is digits, or a letter (or `$` and more) then letters, digits, `_`, `$`, `-`; a variable is `@` and a
// letter-led part; a part after a dot may start with `@` (`_a`, `1a`, `a@b`, `@_x`, `@1` are no names: as the platform, test/diff)
const PART = '(?:\\d+|[A-Za-z][\\w$-]*|\\$[\\w$-]+)';
const REF = `@|(?:@[A-Za-z][\\w$-]*|${PART})(?:\\.@?${PART})*|@(?:\\.@?${PART})+`;
// no white space before the first name, after the last, or after a `|`: the tag is text (as the platform, test/diff)
const VAR_RE = new RegExp(`^((?:${REF})(?:\\s*,\\s*(?:${REF}))*)(\\|[\\s\\S]*)?$`);
const REF_RE = new RegExp(`^(?:${REF})$`);
const CALL_RE = /^([A-Za-z0-9_\-]+\??)([\s\S]*)$/;
const LITERALS: Readonly<Record<string, string>> = {
  space: ' ',
  tab: '\t',
  newline: '\n',
  'meta-left': '{',
  'meta-right': '}',
};

/** `name<delim>arg<delim>arg`: the delimiter is the character after the name. */
export function parseCall(text: string): RawCall | null {
  const m = CALL_RE.exec(text.trimStart());
  if (!m) return null;
  const name = m[1] as string;
  const rest = (m[2] as string).trimEnd();
  if (!rest) return { name, args: [] };
  const delim = rest[0] as string;
  return { name, args: rest.slice(1).split(delim) };
}

/** Splits a `|f1 a|f2` chain into calls; null if one is malformed. */
export function parseChain(text: string | undefined): RawCall[] | null {
  if (!text) return [];
  const calls: RawCall[] = [];
  for (const part of text.slice(1).split('|')) {
    const call = /^\s/.test(part) ? null : parseCall(part);
    if (!call) return null;
    calls.push(call);
  }
  return calls;
}

export function isRef(text: string): boolean {
  return REF_RE.test(text);
}

function splitHead(text: string): [string, string] {
  const m = /^(\S+)\s*([\s\S]*)$/.exec(text.trim());
  return m ? [m[1] as string, m[2] as string] : ['', ''];
}

export function readTag(body: string): Directive | null {
  if (body[0] !== '.') {
    const m = VAR_RE.exec(body);
    if (!m) return null;
    const fmts = parseChain(m[2]);
    if (!fmts) return null;
    const refs = (m[1] as string).split(',').map((r) => r.trim());
    return { d: 'var', refs, fmts };
  }
  return readInstruction(body.slice(1));
}

/** Instructions that are text when white space ends the tag (`{.section b }`, `{.end }`: as the platform, test/diff; `repeated`, `alternates`, `macro` and `var` by their own patterns). */
const NO_TRAILING_SPACE = /^(?:end|section|or|space|tab|newline|meta-left|meta-right)$/;

function readInstruction(text: string): Directive | null {
  const [word, rest] = splitHead(text);
  if (NO_TRAILING_SPACE.test(word) && /\s$/.test(text) && (word !== 'or' || !rest)) return null;
  switch (word) {
    case 'end':
      return rest ? null : { d: 'end' }; // `{.end x}` is text (as the platform, test/diff)
    case 'section':
      return isRef(rest) ? { d: 'section', path: rest } : { d: 'invalid', reason: 'expected a variable' };
    // `repeated section`, `alternates with`, `var @v x`, `macro m`, `include m`, `inject @i x` take one space after
    // the word (`var`, `macro`, `inject` after each part), else the tag is text (as the platform, test/diff)
    case 'repeated': {
      const path = /^ section\s+(\S+)$/.exec(text.slice(8))?.[1];
      return path && isRef(path) ? { d: 'repeated', path } : null;
    }
    case 'alternates':
      return text === 'alternates with' ? { d: 'alternates' } : null;
    case 'or': {
      if (!rest) return { d: 'or', pred: null };
      const pred = parseCall(rest);
      return pred && pred.name.endsWith('?') ? { d: 'or', pred } : { d: 'invalid', reason: 'expected a predicate' };
    }
    case 'if':
      return { d: 'if', text: rest };
    case 'var': {
      // `a, b`: the first is bound (as the platform, test/diff)
      const m = /^ @([A-Za-z][\w$-]*) ([^|\s,]+)(?:\s*,\s*[^|\s,]+)*(\|[\s\S]*)?$/.exec(text.slice(3));
      const fmts = m && isRef(m[2] as string) && parseChain(m[3]);
      return m && fmts ? { d: 'bind', name: m[1] as string, path: m[2] as string, fmts } : null;
    }
    case 'ctx': {
      // one space before @name and after it; each key=variable a name and a variable; a last word
      // without `=` is left out; anything else makes the tag text (as the platform, test/diff)
      const m = /^ @(\S+) (\S[\s\S]*)$/.exec(text.slice(3));
      const items = m ? (m[2] as string).trimEnd().split(/\s+/) : [];
      const pairs: [string, string][] = [];
      for (let i = 0; i < items.length; i++) {
        // a value led by a letter, digit, `$` or `@`; one that is no name (`1a`) finds nothing, `_a` makes the tag text (as the platform, test/diff)
        const pair = /^([A-Za-z_$][\w$-]*)=(@|@?[A-Za-z\d$][\w$@.-]*)$/.exec(items[i] as string);
        if (pair) pairs.push([pair[1] as string, isRef(pair[2] as string) ? (pair[2] as string) : '']);
        else if (i < items.length - 1 || items[i]?.includes('=')) return null;
      }
      return m && pairs.length ? { d: 'ctx', name: m[1] as string, pairs } : null;
    }
    case 'macro': {
      const name = /^ ([\w./-]+)$/.exec(text.slice(5))?.[1];
      return name ? { d: 'macro', name } : null;
    }
    case 'eval':
      return text[4] ? { d: 'eval', source: text.slice(4) } : null; // `{.eval}` is text (as the platform, test/diff)
    case 'include': {
      // the name is what follows the one space, up to the next (`{.include  m}` names nothing: as the platform, test/diff)
      const m = /^ (\S*)([\s\S]*)$/.exec(text.slice(7));
      return m ? { d: 'include', name: m[1] as string, output: (m[2] as string).split(/\s+/).includes('output') } : null;
    }
    case 'inject': {
      // the path is the first word after the name (as the platform, test/diff)
      const m = /^ @(\S+) (\S+)/.exec(text.slice(6));
      return m ? { d: 'inject', name: m[1] as string, path: m[2] as string } : null;
    }
    default: {
      const literal = LITERALS[word];
      if (literal !== undefined && !rest) return { d: 'literal', text: literal };
      if (/^[A-Za-z0-9_\-]+\?/.test(text)) {
        const call = parseCall(text);
        if (call) return { d: 'predicate', call };
      }
      return null;
    }
  }
}
