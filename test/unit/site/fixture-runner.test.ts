import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../support/fixtures/diff.js';
import { parseSections } from '../../support/fixtures/parse.js';
import { runCaseTable, runTemplateFixture } from '../../support/fixtures/run.js';
import { engine } from './engine/engine.js';

const fixture = (template: string, output: string, extra = '') =>
  `:JSON\n{"a": "x"}\n\n:TEMPLATE\n${template}\n${extra}\n:OUTPUT\n${output}\n`;

describe('fixture runner', () => {
  it('splits a file into sections at lines holding exactly :NAME', () => {
    const sections = parseSections(':A\none\n:B\ntwo\n:not a section\n');
    expect([...sections]).toEqual([
      ['A', 'one'],
      ['B', 'two\n:not a section\n'],
    ]);
  });

  it('passes when the trimmed outputs agree', () => {
    expect(runTemplateFixture('t.html', fixture('  {a}\n', 'x'), engine).passed).toBe(true);
  });

  it('reports the first differing line', () => {
    const result = runTemplateFixture('t.html', fixture('1\n{a}\n3', '1\ny\n3'), engine);
    expect(result.passed).toBe(false);
    expect(result.detail).toBe('line 2:\n    expected: "y"\n    actual:   "x"');
  });

  it('fails on syntax errors in the template or a partial', () => {
    expect(runTemplateFixture('t.html', fixture('{a|nope}', ''), engine).detail).toMatch(/Unknown formatter "nope"/);
    const partials = ':PARTIALS\n{"p": "{.section a}"}\n';
    expect(runTemplateFixture('t.html', fixture('', '', partials), engine).detail).toMatch(/partial "p": Unclosed block/);
  });

  it('runs case tables against -expected sections and -true/-false names', () => {
    const text = ':double-1\n2\n:double-1-expected\n4\n:positive-true\n1\n';
    const table = (input: unknown) => (input === 1 ? true : Number(input) * 2);
    expect(runCaseTable('x.json', text, { 'x.json': table }).passed).toBe(true);
    const wrong = runCaseTable('x.json', text, { 'x.json': () => 0 });
    expect(wrong.detail).toContain('double-1: expected 4, got 0');
    expect(runCaseTable('y.json', text, {}).passed).toBe(false);
  });

  it('shows a missing line as the end of output', () => {
    expect(firstDifference('a\nb', 'a')).toBe('line 2:\n    expected: "b"\n    actual:   <end of output>');
  });
});
