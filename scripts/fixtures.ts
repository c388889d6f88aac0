/**
 * Runs the site-rendering conformance fixtures:
 *   npm run fixtures -- [--built] [<folder or file ...>]
 * Without a folder: the project's own fixtures (test/fixtures/templates/), and the folder
 * `TEMPLATE_FIXTURES` names when it is set (test/support/fixtures/root.ts).
 * Prints the first difference of each failing file, then `N passed, N failed`.
 * Exits with 1 when anything fails. `--built` runs them on the shipped chunk
 * (dist/chunks/engine.js, after `npm run build`) instead of the sources: what the
 * minifier made of the engine is checked too (`npm test` runs both).
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { RunOptions } from '../test/support/fixtures/run.js';
import { collectFixtures, runFixture } from '../test/support/fixtures/run.js';
import { defaultFixtureRoots } from '../test/support/fixtures/root.js';

const built = process.argv.includes('--built');
const paths = process.argv.slice(2).filter((a) => a !== '--built');
if (paths.length === 0) paths.push(...defaultFixtureRoots());

let files: string[];
let options: RunOptions = {};
try {
  files = collectFixtures(paths);
  if (built) {
    const chunk = (await import(pathToFileURL(resolve(import.meta.dirname, '../dist/chunks/engine.js')).href)) as typeof import('../src/site/index.js');
    if (!chunk.siteEngine || !chunk.caseTables) throw new Error('dist/chunks/engine.js exports no siteEngine or caseTables: run `npm run build` first');
    options = { engine: chunk.siteEngine, caseTables: chunk.caseTables };
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

let passed = 0;
let failed = 0;
for (const file of files) {
  const result = runFixture(file, options);
  if (result.passed) {
    passed++;
  } else {
    failed++;
    console.log(`FAIL ${file}\n    ${result.detail}\n`);
  }
}
console.log(`${passed} passed, ${failed} failed${built ? ' (dist/chunks/engine.js)' : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
