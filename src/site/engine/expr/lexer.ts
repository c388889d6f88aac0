/** Tokens of the `.eval` expression language (JavaScript-like). */
import { ExprError } from './ast';
import { messages } from '../errors';

export type ExprToken =
  | { readonly t: 'num'; readonly v: number; readonly pos: number }
  | { readonly t: 'str'; readonly v: string; readonly pos: number }
  | { readonly t: 'name'; readonly v: string; readonly pos: number }
  | { readonly t: 'op'; readonly v: string; readonly pos: number };

/** Matched in this order at the start of what is left: each longer operator before the shorter ones it starts with. */
const OPERATORS = '=== !== ** << >> <= >= == != && || * / % + - < > & ^ | ! ~ = ( ) , ;'.split(' ');
// a number starts with a digit (`.5` is no number, as the platform, docs/site-engine.md "Rules the suite found")
const NUMBER_RE = /^(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?)/;
// a name holds `-` after its first letter (`a-b`, `@x-y`: as the platform, test/unit/site/engine/language.test.ts "reads `-` after a name's first letter as part of the…"); `a - b` subtracts
const NAME_RE = /^@?[A-Za-z_$][\w$-]*(?:\.[\w$-]+)*|^@(?:\.[\w$-]+)*/;
const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0',
};

function readString(src: string, start: number): [string, number] {
  const quote = src[start];
  let out = '';
  let i = start + 1;
  while (i < src.length) {
    const ch = src[i] as string;
    if (ch === quote) return [out, i + 1];
    // a line break written as itself is refused (as an escape, `\n`, it is one), as the platform:
    // the whole expression fails (test/unit/site/engine/language.test.ts "a bare line break in an expression's string…")
    if (ch === '\n' || ch === '\r') {
      throw new ExprError('EXPR_UNEXPECTED_CHAR', `Illegal bare ${ch === '\n' ? 'line feed' : 'carriage return'} character in string literal at offset ${i}`);
    }
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined) break;
      if (next === 'u' || next === 'x') {
        const len = next === 'u' ? 4 : 2;
        const hex = src.slice(i + 2, i + 2 + len);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) {
          throw new ExprError('EXPR_UNEXPECTED_CHAR', `Invalid escape "\\${next}${hex}" at offset ${i}`);
        }
        out += String.fromCharCode(parseInt(hex, 16));
        i += 2 + len;
        continue;
      }
      out += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    out += ch;
    i++;
  }
  throw new ExprError('EXPR_UNTERMINATED_STRING', `Unterminated string at offset ${start}`);
}

export function lexExpr(src: string, maxTokens?: number): ExprToken[] {
  const tokens: ExprToken[] = [];
  let i = 0;
  const push = (token: ExprToken): void => {
    tokens.push(token);
    if (maxTokens !== undefined && tokens.length > maxTokens) {
      throw new ExprError('EXPR_TOKEN_LIMIT', messages.tokenLimit(maxTokens));
    }
  };
  while (i < src.length) {
    const ch = src[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = src.slice(i);
    if (ch === '"' || ch === "'") {
      const [v, end] = readString(src, i);
      push({ t: 'str', v, pos: i });
      i = end;
      continue;
    }
    const num = NUMBER_RE.exec(rest);
    if (num) {
      const text = num[0];
      push({ t: 'num', v: /^0[xX]/.test(text) ? parseInt(text.slice(2), 16) : Number(text), pos: i });
      i += text.length;
      continue;
    }
    const name = NAME_RE.exec(rest);
    if (name && name[0]) {
      push({ t: 'name', v: name[0], pos: i });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (!op) throw new ExprError('EXPR_UNEXPECTED_CHAR', `Unexpected "${ch}" at offset ${i}`);
    push({ t: 'op', v: op, pos: i });
    i += op.length;
  }
  return tokens;
}
