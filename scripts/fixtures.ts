/**
 * Runs the site-rendering conformance fixtures:
 *   npm run fixtures -- <folder or file ...>   (default ../shared/template-fixtures)
 * Prints the first difference of each failing file, then `N passed, N failed`.
 * Exits with 1 when anything fails.
 */
import { collectFixtures, runFixture } from '../test/support/fixtures/run.js';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('../shared/template-fixtures');

let files: string[];
try {
  files = collectFixtures(paths);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

let passed = 0;
let failed = 0;
for (const file of files) {
  const result = runFixture(file);
  if (result.passed) {
    passed++;
  } else {
    failed++;
    console.log(`FAIL ${file}\n    ${result.detail}\n`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
