/**
 * Reads an `.if` condition: variables joined by `&&` or `||`, evaluated from the right
 * (`a && b || c` is `a && (b || c)`), as the reference engine does. `!` is not part of
 * the condition grammar: such a tag is not an instruction (it stays text).
 */
import { type IfCond, type Ref, parseRef } from './ast';
import { isRef } from './tags';

export function readCondition(words: readonly string[]): IfCond | null {
  const operands: Ref[] = [];
  const ops: ('&&' | '||')[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (i % 2 === 1) {
      if (word !== '&&' && word !== '||') return null;
      ops.push(word);
      continue;
    }
    if (!isRef(word)) return null;
    operands.push(parseRef(word));
  }
  if (operands.length === 0 || words.length % 2 === 0) return null;
  return { ops, operands };
}
