/**
 * Runs the site-rendering conformance fixtures:
 *   npm run fixtures -- <folder or file ...>
 * Prints the first difference of each failing file, then `N passed, N failed`.
 */
import { collectFixtures, runFixture } from '../test/support/fixtures/run.js';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('../shared/template-fixtures');

let passed = 0;
let failed = 0;
for (const file of collectFixtures(paths)) {
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
