/**
 * The conformance fixtures (../shared/template-fixtures): one test per file,
 * and the whole set must pass.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesRoot } from '../../support/fixtures/root.js';
import { collectFixtures, runFixture } from '../../support/fixtures/run.js';

const root = fixturesRoot();
const files = existsSync(root) ? collectFixtures([root]) : [];

describe('site-rendering conformance fixtures', () => {
  it('finds the fixture set', () => {
    expect(files.length).toBeGreaterThanOrEqual(286);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    const result = runFixture(file);
    expect(result.passed, result.detail).toBe(true);
  });
});
