/**
 * Parses ICU-style message text: `{0}`, `{name}`, `{0 plural one{# item}
 * other{# items}}`, `{0 selectordinal ...}`, `{0 select a{..} other{..}}`,
 * `{0 decimal style:short}`, `{0;1 datetime-interval yMMMd}`.
 */
export type Part = string | Placeholder | { readonly hash: true };

export interface Placeholder {
  /** Argument names (`0`, `name`; several for `0;1`). */
  readonly names: readonly string[];
  /** The format word (`plural`, `decimal`, ...) or '' for plain output. */
  readonly format: string;
  /** Options after the format word, split on whitespace (non-choice formats). */
  readonly options: readonly string[];
  /** Branches of plural/selectordinal/select. */
  readonly branches: ReadonlyMap<string, Part[]> | null;
  /** A plural's `offset:N` (ICU): keywords and `#` use the value minus N; `=N` the value itself. */
  readonly offset?: number;
}

const CHOICE = new Set(['plural', 'selectordinal', 'select']);
/** The formats a placeholder may name (message.ts writes each). */
const FORMATS = new Set([...CHOICE, 'decimal', 'number', 'datetime', 'datetime-interval', 'money', 'currency', '']);
const OFFSET_RE = /^offset:\s*(\S+)\s*/;

/** Index of the `}` matching the `{` at `open`, or -1. */
function matching(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function branches(s: string): Map<string, Part[]> {
  const out = new Map<string, Part[]>();
  let i = 0;
  while (i < s.length) {
    const open = s.indexOf('{', i);
    if (open === -1) break;
    const key = s.slice(i, open).trim();
    const close = matching(s, open);
    if (close === -1) break;
    const name = key.replace(OFFSET_RE, '');
    // the first branch of a key counts (as the platform, test/unit/site/engine/message-choices.test.ts "takes the first branch that matches, in the pattern…")
    if (key && !out.has(name)) out.set(name, parseMessage(s.slice(open + 1, close), true));
    i = close + 1;
  }
  return out;
}

function placeholder(inner: string): Placeholder {
  const [, name = '', format = '', rest = ''] = /^\s*([^\s{]+)\s*([^\s{]*)\s*([\s\S]*)$/.exec(inner) ?? [];
  const names = name.split(';');
  if (CHOICE.has(format)) {
    const offset = Number(OFFSET_RE.exec(rest.trimStart())?.[1]);
    const base = { names, format, options: [], branches: branches(rest) };
    return format !== 'select' && Number.isFinite(offset) && offset !== 0 ? { ...base, offset } : base;
  }
  return { names, format, options: rest.split(/\s+/).filter(Boolean), branches: null };
}

export function parseMessage(s: string, inChoice = false): Part[] {
  const parts: Part[] = [];
  let text = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch === '{' && !quoted) {
      const close = matching(s, i);
      if (close !== -1) {
        if (text) parts.push(text);
        text = '';
        const inner = s.slice(i + 1, close);
        const p = placeholder(commasAsSpaces(inner));
        // in a choice's branch, a format the platform lacks is the placeholder's text ("{1 unit in:bit}" is "1 unit in:bit", test/unit/site/engine/platform-rules.test.ts "message: in a choice's branch, a placeholder of a…")
        parts.push(inChoice && !FORMATS.has(p.format) ? inner : p);
        i = close;
        continue;
      }
      // a `{` never closed: the rest is text as written (as the platform, test/unit/site/engine/generated-template-rules.test.ts "message: a { never closed leaves the rest as text; a…": JSON text stays whole)
      text += s.slice(i);
      break;
    }
    if (ch === "'") {
      // ICU quoting, as the platform: '' is one apostrophe; a lone one quotes up to the next (or the end): braces
      // there are text, a choice's `#` is not (`other{'#'}` writes the number, as the platform, test/unit/site/engine/message-choices.test.ts "writes # in quotes as the number, and braces in quotes…")
      if (s[i + 1] === "'" && !quoted) {
        text += "'";
        i++;
      } else quoted = !quoted;
      continue;
    }
    if (ch === '#' && inChoice) {
      if (text) parts.push(text);
      text = '';
      parts.push({ hash: true });
      continue;
    }
    text += ch;
  }
  if (text) parts.push(text);
  return parts;
}

/** A placeholder's commas outside its branches separate as white space does (`{0, plural, one{..}}`, as the platform). */
function commasAsSpaces(inner: string): string {
  let depth = 0;
  let out = '';
  for (const ch of inner) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    out += ch === ',' && depth === 0 ? ' ' : ch;
  }
  return out;
}
