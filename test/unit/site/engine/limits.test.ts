import { describe, expect, it } from 'vitest';
import { engine, run } from './engine.js';

/** A chain of `depth` partials, each applying the next; the last prints "deep". */
function chain(depth: number): Record<string, string> {
  const partials: Record<string, string> = {};
  for (let i = 1; i < depth; i++) partials[`p${i}`] = `{@|apply p${i + 1}}`;
  partials[`p${depth}`] = 'deep';
  return partials;
}

describe('partial nesting depth', () => {
  it('renders 16 nested applies', () => {
    const { output, errors } = run('{@|apply p1}', {}, { partials: chain(16) });
    expect(errors).toEqual([]);
    expect(output).toBe('deep');
  });

  it('stops the 17th with a recursion-depth error', () => {
    const { output, errors } = run('{@|apply p1}', {}, { partials: chain(17) });
    expect(output).toBe('');
    expect(errors).toEqual([
      {
        kind: 'runtime',
        code: 'PARTIAL_RECURSION_DEPTH',
        message: 'Partial "p17" nested more than 16 deep',
      },
    ]);
  });

  it('ends infinite recursion of macros', () => {
    const { output, errors } = run('{.macro loop}x{@|apply loop}{.end}{@|apply loop}');
    expect(output).toBe('x'.repeat(16));
    expect(errors.map((e) => e.code)).toEqual(['PARTIAL_RECURSION_DEPTH']);
  });

  it('counts each level refused until the render ends, as the reference engine: one level fewer after each', () => {
    expect(run('{.macro n}x{@|apply n}{.end}{@|apply n}|{@|apply n}').output).toBe(`${'x'.repeat(16)}|${'x'.repeat(15)}`);
    // two recursive calls in a body: once refused, every call after is too (no 2^16 renders)
    const { output } = run('{.macro m}{@|apply m}{@|apply m}-{.end}{@|apply m}');
    expect(output).toBe('-'.repeat(16));
  });

  it('takes the depth as an option', () => {
    expect(run('{@|apply p1}', {}, { partials: chain(3), maxPartialDepth: 2 }).output).toBe('');
  });
});

describe('expression limits', () => {
  it('has no limits by default', () => {
    expect(run(`{.eval ${'1 + '.repeat(200)}1}`).output).toBe('201');
  });

  it('rejects expressions over the token limit at compile time', () => {
    expect(engine.compile('{.eval 1 + 2}', { maxExpressionTokens: 3 }).errors).toEqual([]);
    const { errors } = engine.compile('{.eval 1 + 2 + 3}', { maxExpressionTokens: 3 });
    expect(errors[0]).toMatchObject({ kind: 'expression', code: 'EXPR_TOKEN_LIMIT' });
    expect(errors[0]?.message).toContain('more than the maximum of 3 tokens');
  });

  it('applies the token limit as a render option too', () => {
    const ok = run('{.eval 1 + 2}', {}, { maxExpressionTokens: 3 });
    expect(ok).toEqual({ output: '3', errors: [] });
    const over = run('[{.eval 1 + 2 + 3}]', {}, { maxExpressionTokens: 3 });
    expect(over.output).toBe('[]');
    expect(over.errors[0]).toMatchObject({ code: 'EXPR_TOKEN_LIMIT' });
  });

  it('rejects strings longer than the string limit', () => {
    expect(run("{.eval 'abc' + 'de'}", {}, { maxExpressionStringLength: 5 }).output).toBe('abcde');
    const over = run("[{.eval 'abc' + 'def'}]", {}, { maxExpressionStringLength: 5 });
    expect(over.output).toBe('[]');
    expect(over.errors[0]).toMatchObject({
      kind: 'expression',
      code: 'EXPR_STRING_LIMIT',
      message: expect.stringContaining('String of length 6 exceeds the maximum of 5'),
    });
  });

  it('checks string values read from data too', () => {
    const over = run('{.eval s + 1}', { s: 'abcdef' }, { maxExpressionStringLength: 5 });
    expect(over.errors[0]).toMatchObject({ code: 'EXPR_STRING_LIMIT' });
  });
});
