import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: no function in widgets/ or loader/ is longer than 60 lines (a function's
 * lines run from its first to its last, nested functions included), measured with the
 * TypeScript compiler's syntax tree.
 */
const MAX_LINES = 60;
/**
 * Functions still over the limit, to split next (none left: the last two, the added
 * popover and the restock form, were split in issue 32's round); the list only shrinks: a
 * function split below the limit fails the test until it leaves the list.
 */
const NOT_YET_SPLIT: readonly string[] = [];
const root = join(import.meta.dirname, '../../..');

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));

/** Every function of `file` longer than `max` lines, as "file:line name (N lines)". */
export const longFunctions = (file: string, max = MAX_LINES): string[] => {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const long: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = line(node.end) - line(node.getStart(source)) + 1;
      if (lines > max) long.push(`${file}:${line(node.getStart(source))} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return long;
};

const nameOf = (node: ts.Node): string => {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
};

describe('function length', () => {
  it(`finds a function over ${MAX_LINES} lines`, () => {
    // the measure itself: this file's own `visit` is short, a long one is found
    expect(longFunctions('test/unit/build/function-length.test.ts', 5).some((f) => f.includes('longFunctions'))).toBe(true);
  });

  it(`no function in widgets/ or loader/ is longer than ${MAX_LINES} lines`, () => {
    const files = [...sources('widgets'), ...sources('loader')];
    expect(files.length).toBeGreaterThan(50);
    const long = files.flatMap((f) => longFunctions(f)).map((f) => f.replace(/:\d+ (\S+) \(\d+ lines\)$/, ' $1'));
    expect(long).toEqual(NOT_YET_SPLIT);
  });
});
