/**
 * The conformance fixtures (../shared/template-fixtures): one test per file,
 * and the whole set must pass.
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectFixtures, runFixture } from '../../support/fixtures/run.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const fixturesRoot = resolve(repoRoot, '../shared/template-fixtures');
const files = existsSync(fixturesRoot) ? collectFixtures([fixturesRoot]) : [];

describe('site-rendering conformance fixtures', () => {
  it('finds the fixture set', () => {
    expect(files.length).toBeGreaterThanOrEqual(286);
  });

  it.each(files.map((file) => [relative(fixturesRoot, file), file]))('%s', (_name, file) => {
    const result = runFixture(file);
    expect(result.passed, result.detail).toBe(true);
  });
});
