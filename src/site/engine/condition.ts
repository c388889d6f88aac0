/** Reads an `.if` condition: variables (optionally `!`) joined by one of `&&` or `||`. */
import { type IfCond, type Ref, parseRef } from './ast.js';
import { isRef } from './tags.js';

export function readCondition(words: readonly string[]): IfCond | null {
  const operands: { ref: Ref; not: boolean }[] = [];
  let op: '&&' | '||' | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (i % 2 === 1) {
      if ((word !== '&&' && word !== '||') || (op && op !== word)) return null;
      op = word;
      continue;
    }
    const not = word.startsWith('!');
    const text = not ? word.slice(1) : word;
    if (!isRef(text)) return null;
    operands.push({ ref: parseRef(text), not });
  }
  if (operands.length === 0 || words.length % 2 === 0) return null;
  return { op: op ?? '&&', operands };
}
