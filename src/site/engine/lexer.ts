/**
 * Splits template source into text and tags. Comments (`{# ...}` with no `{`
 * inside, and the multi-line `{## ... ##}`) are dropped here. A `{` that cannot open a tag
 * (followed by a space, or another `{` before its `}`) stays text.
 */
import type { Position } from './errors';

export type Token =
  | { readonly t: 'text'; readonly text: string }
  | { readonly t: 'tag'; readonly body: string; readonly at: Position };

const TAG_START = /[.@$A-Za-z0-9_]/;

/** Line/column of an offset, from precomputed line starts. */
export function positionFinder(source: string): (offset: number) => Position {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
  };
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const position = positionFinder(source);
  let text = '';
  let i = 0;
  const n = source.length;
  // the `}` that ends a `{` read as text: a `{##` before it opens no multi-line comment (as the platform, test/unit/site/engine/generated-template-rules.test.ts "a `{##` after a `{` read as text, before the next `}`…")
  let scan = -1;
  while (i < n) {
    const open = source.indexOf('{', i);
    if (open === -1) {
      text += source.slice(i);
      break;
    }
    text += source.slice(i, open);
    const next = source[open + 1];
    const close = source.indexOf('}', open);
    if (next === '#' && source[open + 2] === '#' && open > scan) {
      // an unclosed multi-line comment runs to the end (as the platform, test/unit/site/engine/generated-template-rules.test.ts "a multi-line comment left open runs to the end")
      const end = source.indexOf('##}', open + 3);
      i = end === -1 ? n : end + 3;
      continue;
    }
    // a `{` with no `}` after it makes the rest text (as the platform, test/unit/site/engine/generated-template-rules.test.ts "a `{` with no `}` after it makes the rest text, a `{##`…")
    if (close === -1) {
      text += source.slice(open);
      break;
    }
    const reopen = source.indexOf('{', open + 1);
    // a `{` before the `}` makes this `{` text, a one-line comment's too (as the platform, test/unit/site/engine/generated-template-rules.test.ts "a one-line comment with a `{` before its `}` is not…")
    if (reopen === -1 || close < reopen) {
      if (next === '#') {
        i = close + 1;
        continue;
      }
      // a tag may span lines: what it holds decides (`{.section\na}`, `{a|json\n}` are tags; as the platform, test/unit/site/engine/generated-template-rules.test.ts "a tag may span lines: what it holds decides (as the…")
      if (TAG_START.test(next as string)) {
        if (text) tokens.push({ t: 'text', text });
        text = '';
        tokens.push({ t: 'tag', body: source.slice(open + 1, close), at: position(open) });
        i = close + 1;
        continue;
      }
    }
    text += '{';
    scan = close;
    i = open + 1;
  }
  if (text) tokens.push({ t: 'text', text });
  return tokens;
}
