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

describe('slugify (Squarespace developer docs, "JSON-T Formatters": Slugify)', () => {
  // "Converts a human readable string variable to lowercase, removes non-word
  // characters (alphanumerics and underscores) and converts spaces to hyphens.
  // For example, "Test Example" would become "test-example"."
  it('keeps word characters, underscores included', () => {
    expect(render('{s|slugify}', { s: 'Test Example' })).toBe('test-example');
    expect(render('{s|slugify}', { s: 'snake_case Title' })).toBe('snake_case-title');
    expect(render('{s|slugify}', { s: '__init__ 2' })).toBe('__init__-2');
  });

  it('still removes the other non-word characters', () => {
    expect(render('{s|slugify}', { s: "Isn't it, (really)?" })).toBe('isnt-it-really');
  });
});
