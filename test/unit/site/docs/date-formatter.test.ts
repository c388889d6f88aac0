/**
 * Rules from the language's public documentation that the conformance
 * fixtures do not pin. Each test quotes the rule it checks.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

function render(source: string, data: unknown): string {
  const { template, errors } = compile(source);
  expect(errors).toEqual([]);
  return template.render(data, { locale: 'en' }).output;
}

describe('date (Squarespace developer docs, "JSON-T Formatters": Date, "using the YUI date format")', () => {
  // YUI Date.format: "%e - day of the month as a decimal number, a single digit
  // is preceded by a space (range ' 1' to '31')", like %k and %l for hours.
  const site = (ms: number) => ({ ms, website: { timeZone: 'UTC' } });

  it('pads a one-digit %e with a space', () => {
    expect(render('[{ms|date %e}]', site(Date.UTC(2021, 1, 3, 12)))).toBe('[ 3]');
    expect(render('[{ms|date %B %e, %Y}]', site(Date.UTC(2021, 1, 9, 12)))).toBe('[February  9, 2021]');
  });

  it('leaves a two-digit %e as it is, and %d zero-padded', () => {
    expect(render('[{ms|date %e}]', site(Date.UTC(2021, 1, 18, 12)))).toBe('[18]');
    expect(render('[{ms|date %d}]', site(Date.UTC(2021, 1, 3, 12)))).toBe('[03]');
  });
});
