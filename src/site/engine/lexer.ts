/**
 * Splits template source into text and tags. Comments (`{# ...}` and the
 * multi-line `{## ... ##}`) are dropped here. A `{` that cannot open a tag
 * (followed by white space, or another `{` before its `}`) stays text; a tag may span
 * lines (`{.if a ||\n b}`, `{x|f\n}`: as the platform, test/diff).
 */
import type { Position } from './errors.js';

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
  while (i < n) {
    const open = source.indexOf('{', i);
    if (open === -1) {
      text += source.slice(i);
      break;
    }
    text += source.slice(i, open);
    const next = source[open + 1];
    if (next === '#') {
      const multi = source[open + 2] === '#';
      const close = multi ? source.indexOf('##}', open + 3) : source.indexOf('}', open + 2);
      // an unclosed multi-line comment runs to the end (as the platform, test/diff)
      if (close !== -1 || multi) {
        i = close === -1 ? n : close + (multi ? 3 : 1);
        continue;
      }
    } else if (next !== undefined && TAG_START.test(next)) {
      const close = source.indexOf('}', open + 1);
      const reopen = source.indexOf('{', open + 1);
      if (close !== -1 && (reopen === -1 || close < reopen)) {
        if (text) tokens.push({ t: 'text', text });
        text = '';
        tokens.push({ t: 'tag', body: source.slice(open + 1, close), at: position(open) });
        i = close + 1;
        continue;
      }
    }
    text += '{';
    i = open + 1;
  }
  if (text) tokens.push({ t: 'text', text });
  return tokens;
}
