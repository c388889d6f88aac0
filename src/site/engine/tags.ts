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

// a name part is digits, a letter then letters, digits, `_` and `-`, or `$` then those; a variable is `@` and a
// letter-led part; a part after a dot may start with `@` (`_a`, `1a`, `a$`, `a@b`, `@_x`, `@1` are no names: as the platform, test/unit/site/engine/generated-template-rules.test.ts "a name part is digits or letter-led (`$` and more too)…")
const PART = '(?:\\d+|[A-Za-z][\\w-]*|\\$[\\w-]+)';
const REF = `@|(?:@[A-Za-z][\\w-]*|${PART})(?:\\.@?${PART})*|@(?:\\.@?${PART})+`;
// no white space before the first name, after the last, or after a `|`, and only spaces around a comma: the tag
// is text (as the platform, docs/site-engine.md "Rules the suite found")
const VAR_RE = new RegExp(`^((?:${REF})(?: *, *(?:${REF}))*)(\\|[\\s\\S]*)?$`);
const REF_RE = new RegExp(`^(?:${REF})$`);
const CALL_RE = /^([A-Za-z0-9_\-]+\??)([\s\S]*)$/;
const LITERALS: Readonly<Record<string, string>> = {
  space: ' ',
  tab: '\t',
  newline: '\n',
  'meta-left': '{',
  'meta-right': '}',
};

/**
 * `name<delim>arg<delim>arg`: the delimiter is the character after the name, and the
 * arguments are kept as written, white space and all (`{x|truncate 3 }` has an empty
 * second argument, `{n|pluralize a b\n}` writes "b\n": as the platform, test/unit/site/engine/tag-white-space.test.ts "a formatter's arguments keep their white space: a…").
 */
export function parseCall(text: string): RawCall | null {
  const m = CALL_RE.exec(text);
  if (!m) return null;
  const name = m[1] as string;
  const rest = m[2] as string;
  if (!rest) return { name, args: [] };
  const delim = rest[0] as string;
  return { name, args: rest.slice(1).split(delim) };
}

/** Splits a `|f1 a|f2` chain into calls; null if one is malformed. */
export function parseChain(text: string | undefined): RawCall[] | null {
  if (!text) return [];
  const calls: RawCall[] = [];
  for (const part of text.slice(1).split('|')) {
    const call = parseCall(part);
    if (!call) return null;
    calls.push(call);
  }
  return calls;
}

/**
 * A predicate and its arguments (`equal? a b`, `equal?:a:b`), as a predicate tag and `.if` read them; its
 * delimiter alone (`{.even? }`) gives no argument (as the platform, test/unit/site/engine/tag-white-space.test.ts "a predicate with its delimiter alone has no argument…"). Null when `text` names no predicate.
 */
export function predicateCall(text: string): RawCall | null {
  const call = /^[A-Za-z0-9_\-]+\?/.test(text) ? parseCall(text) : null;
  return call && (call.args.length === 1 && !call.args[0] ? { name: call.name, args: [] } : call);
}

export function isRef(text: string): boolean {
  return REF_RE.test(text);
}

/** White space in tags is ASCII's (a no-break space is part of a word: `{.section\u00a0b}` is text; test/unit/site/engine/tag-white-space.test.ts ".section, .repeated section's variable and .if take any…"). */
const WS = /[ \t\n\v\f\r]+/;

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

/**
 * Each instruction's form, as the platform reads it (test/unit/site/engine/generated-template-rules.test.ts "repeated section, alternates with, var, macro, include…"); a tag that does not match its
 * instruction's form is text. `.section`, `.repeated section`'s variable and `.if` take white
 * space of any kind and length; `repeated section`, `alternates with`, `.var`, `.macro`, `.ctx`,
 * `.include`, `.inject` and `.or`'s predicate one space after the word (`.var`, `.macro`, `.ctx`,
 * `.inject` after each part); white space at the end makes `{.section b }`, `{.end }`, `{.or }`,
 * `{.var @v x }` (not `{.var @v x|f }`), `{.macro m }`, `{.alternates with }` and `{.newline }`
 * text, not `.if`, `.ctx`, `.include`, `.inject`, `.eval` or a predicate; `{.end x}` and `{.eval}`
 * are text; `.var @v a, b` binds a; a macro's name is letters, digits, `_`, `.`, `/` and `-`.
 */
const FORMS: Readonly<Record<string, RegExp>> = {
  end: /^end$/,
  section: /^section(?:[ \t\n\v\f\r]+(\S*))?$/,
  repeated: /^repeated section[ \t\n\v\f\r]+(\S+)$/,
  alternates: /^alternates with$/,
  or: /^or(?: (\S[\s\S]*))?$/,
  if: /^if[ \t\n\v\f\r]+([\s\S]*)$/,
  var: /^var @([A-Za-z][\w-]*) ([^|\s,]+)(?:\s*,\s*[^|\s,]+)*(\|[\s\S]*)?$/,
  macro: /^macro ([\w./-]+)$/,
  ctx: /^ctx @([A-Za-z][\w-]*) (\S[\s\S]*)$/,
  include: /^include ([\s\S]+)$/,
  inject: /^inject @(\S+) (\S+)/,
  eval: /^eval[\s\S]/,
};

function readInstruction(text: string): Directive | null {
  const word = text.split(WS, 1)[0] as string;
  const m = FORMS[word]?.exec(text);
  if (FORMS[word] && !m) return null;
  const [, a = '', b = '', c] = m ?? [];
  switch (word) {
    case 'end':
    case 'alternates':
      return { d: word };
    case 'section':
      return isRef(a) ? { d: word, path: a } : { d: 'invalid', reason: 'expected a variable' };
    case 'repeated':
      return isRef(a) ? { d: word, path: a } : null;
    case 'or': {
      if (m?.[1] === undefined) return { d: 'or', pred: null };
      const pred = parseCall(a);
      return pred && pred.name.endsWith('?') ? { d: 'or', pred } : { d: 'invalid', reason: 'expected a predicate' };
    }
    case 'if':
      return { d: 'if', text: a };
    case 'var': {
      const fmts = isRef(b) && parseChain(c);
      return fmts ? { d: 'bind', name: a, path: b, fmts } : null;
    }
    case 'ctx': {
      // each key=variable a name and a variable; a last word without `=` is left out; anything else makes the tag
      // text; a value led by a letter, digit, `$` or `@`: one that is no name (`1a`) finds nothing, `_a` makes the
      // tag text (as the platform, docs/site-engine.md "Rules the suite found")
      const items = b.split(WS); // white space at the end leaves a last "" word, left out as a word without `=`
      const pairs: [string, string][] = [];
      for (let i = 0; i < items.length; i++) {
        const pair = /^([A-Za-z_$][\w$-]*)=(@|@?[A-Za-z\d$][\w$@.-]*)$/.exec(items[i] as string);
        if (pair) pairs.push([pair[1] as string, isRef(pair[2] as string) ? (pair[2] as string) : '']);
        else if (i < items.length - 1 || items[i]?.includes('=')) return null;
      }
      return pairs.length ? { d: 'ctx', name: a, pairs } : null;
    }
    case 'macro':
      return { d: 'macro', name: a };
    case 'eval':
      return { d: 'eval', source: text.slice(4) };
    case 'include': {
      // the name up to the next space (`{.include  m}` names nothing, `{.include m\t}` names "m\t"), `output` among
      // the words after it (as the platform, docs/site-engine.md "Rules the suite found")
      const [name = '', ...flags] = a.split(' ');
      return { d: 'include', name, output: flags.includes('output') };
    }
    case 'inject':
      return { d: 'inject', name: a, path: b };
    default: {
      const literal = LITERALS[text];
      if (literal !== undefined) return { d: 'literal', text: literal };
      const call = predicateCall(text);
      return call && { d: 'predicate', call };
    }
  }
}
