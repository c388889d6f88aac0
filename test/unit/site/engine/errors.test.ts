import { describe, expect, it } from 'vitest';
import { engine, run } from './engine.js';

describe('syntax errors', () => {
  it('reports an unknown formatter with its position', () => {
    const { errors } = engine.compile('x\n  {a|nope}');
    expect(errors).toEqual([
      { kind: 'syntax', code: 'UNKNOWN_FORMATTER', message: 'Unknown formatter "nope" (line 2, column 3)', line: 2, column: 3 },
    ]);
  });

  it('reports an unknown predicate', () => {
    const { errors } = engine.compile('{.nope?}x{.end}');
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      ['UNKNOWN_PREDICATE', 'Unknown predicate "nope?" (line 1, column 1)'],
    ]);
  });

  it('reports the unknown predicate of a misplaced {.or pred?} too (as the reference engine)', () => {
    const { errors } = engine.compile('{.or nope?}x{.section a}{.or}{.or nope?}{.end}');
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_PREDICATE', 'SYNTAX', 'UNKNOWN_PREDICATE', 'SYNTAX']);
  });

  it('reports end of input inside a block, and each outer unclosed block', () => {
    const { errors } = engine.compile('{.section a}\n{.repeated section b}x');
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      ['EOF_IN_BLOCK', 'Unclosed block "{.repeated section b}" from line 2: missing {.end} (line 2, column 1)'],
      [
        'UNCLOSED_BLOCK',
        'Unclosed block "{.section a}" from line 1: missing {.end} (line 1, column 1)',
      ],
    ]);
  });

  it('reports an {.end} with no open block', () => {
    const { errors } = engine.compile('a{.end}');
    expect(errors[0]).toMatchObject({ code: 'END_MISMATCH', message: 'Unexpected {.end}: no block to close (line 1, column 2)' });
  });

  it('reports an unknown instruction and keeps it as text', () => {
    const { output, errors } = run('{.frobnicate}');
    expect(output).toBe('{.frobnicate}');
    expect(errors[0]).toMatchObject({ kind: 'syntax', code: 'UNKNOWN_INSTRUCTION' });
  });

  it('reports a misplaced {.alternates with}', () => {
    const { errors } = engine.compile('{.section a}{.alternates with}{.end}');
    expect(errors[0]).toMatchObject({ code: 'SYNTAX', message: expect.stringContaining('{.alternates with}') });
  });

  it('still renders what it could read', () => {
    const { template } = engine.compile('{a}{b|nope}{.section c}{d}');
    expect(template.render({ a: 1, b: 2, c: { d: 3 } }).output).toBe('1{b|nope}3'); // the unknown formatter's tag as text
  });
});

describe('runtime errors', () => {
  it('reports a partial that is not found', () => {
    const { output, errors } = run('[{@|apply nowhere}]');
    expect(output).toBe('[]');
    expect(errors).toEqual([{ kind: 'runtime', code: 'PARTIAL_NOT_FOUND', message: 'Partial or macro "nowhere" not found' }]);
  });

  it('reports an .include that is not found', () => {
    expect(run('{.include nowhere}').errors[0]).toMatchObject({ code: 'PARTIAL_NOT_FOUND' });
  });

  it('reports an expression reduction error', () => {
    const { errors } = run('{.eval @a = 1 + o}', { o: {} });
    expect(errors[0]).toMatchObject({
      kind: 'runtime',
      code: 'EXPRESSION_REDUCE',
      message: 'Expression reduction error: "o" is not a value (line 1, column 1)',
    });
  });

  it('turns a throwing formatter or predicate into an error, never an exception', () => {
    const { output, errors } = run('a{x|boom}b{.fails?}c{.or}d{.end}', { x: 1 });
    expect(output).toBe('ab'); // a failed predicate renders neither branch
    expect(errors.map((e) => e.code)).toEqual(['FORMATTER_FAILED', 'PREDICATE_FAILED']);
    expect(errors[0]?.message).toBe('Formatter "boom" failed: boom (line 1, column 2)');
  });

  it('reports an .inject source that is missing', () => {
    expect(run('{.inject @x nope.json}').errors[0]).toMatchObject({ code: 'INJECT_FAILED' });
  });

  it('reports errors inside partials with the partial name', () => {
    const { errors } = run('{@|apply p}', {}, { partials: { p: '{.section a}' } });
    expect(errors[0]?.message).toMatch(/^In partial "p": Unclosed block "\{\.section a\}"/);
  });
});

describe('expression errors', () => {
  const cases: [string, string, string][] = [
    ['{.eval 1 ? 2}', 'EXPR_UNEXPECTED_CHAR', 'Unexpected "?" at offset 3'],
    ["{.eval 'abc}", 'EXPR_UNTERMINATED_STRING', 'Unterminated string at offset 1'],
    ['{.eval (1 + 2}', 'EXPR_MISMATCHED_PAREN', 'Missing ")" for "(" at offset 1'],
    ['{.eval 1 + 2)}', 'EXPR_MISMATCHED_PAREN', 'Unexpected ")" at offset 6'],
    ['{.eval num(1, 2)}', 'EXPR_INVALID_ARGS', 'Function num() takes 1 argument(s), got 2'],
    ['{.eval nope(1)}', 'EXPR_INVALID_ARGS', 'Unknown function "nope"'],
    ['{.eval 1 = 2}', 'EXPR_INVALID_ARGS', 'Only a variable @name can be assigned (offset 3)'],
    ['{.eval 1 +}', 'EXPR_INVALID_ARGS', 'Missing operand after "+"'],
    ['{.eval * 2}', 'EXPR_INVALID_ARGS', 'Unexpected "*" at offset 1'],
    ['{.eval 1 + * 2}', 'EXPR_INVALID_ARGS', 'Unexpected "*" at offset 5'],
  ];
  it.each(cases)('%s -> %s', (source, code, detail) => {
    const { errors } = engine.compile(source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'expression', code });
    expect(errors[0]?.message).toContain(detail);
  });

  it('renders nothing for an expression that did not compile', () => {
    expect(run('a{.eval (1}b').output).toBe('ab');
  });
});
