/**
 * The conformance fixtures: the project's own (test/fixtures/templates/), one test per
 * file, and the whole set must pass; and, when `TEMPLATE_FIXTURES` names a folder, every
 * file of that folder too.
 */
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideFixturesRoot, ownFixturesRoot } from '../../support/fixtures/root.js';
import { collectFixtures, runFixture } from '../../support/fixtures/run.js';

function suite(title: string, root: string, atLeast: number): void {
  const files = collectFixtures([root]);
  describe(title, () => {
    it(`finds at least ${atLeast} fixture files in ${root}`, () => {
      expect(files.length).toBeGreaterThanOrEqual(atLeast);
    });

    it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
      const result = runFixture(file);
      expect(result.passed, result.detail).toBe(true);
    });
  });
}

suite("the project's own conformance fixtures", ownFixturesRoot, 59);

const outside = outsideFixturesRoot();
if (outside) suite('the conformance fixtures of TEMPLATE_FIXTURES', outside, 1);
