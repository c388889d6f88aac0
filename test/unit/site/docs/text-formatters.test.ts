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
  // For example, "Test Example" would become "test-example"." The platform's engine
  // (test/diff) removes underscores too: "UNKNOWN_VALUE" is "unknownvalue".
  it('keeps letters and digits, converts spaces to hyphens; underscores go, as on the platform', () => {
    expect(render('{s|slugify}', { s: 'Test Example' })).toBe('test-example');
    expect(render('{s|slugify}', { s: 'snake_case Title' })).toBe('snakecase-title');
    expect(render('{s|slugify}', { s: '__init__ 2' })).toBe('init-2');
  });

  it('still removes the other non-word characters', () => {
    expect(render('{s|slugify}', { s: "Isn't it, (really)?" })).toBe('isnt-it-really');
  });
});
