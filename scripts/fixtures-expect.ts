/**
 * `npm run fixtures:expect -- <folder or file ...>`: writes the `:OUTPUT` section of the
 * project's own fixtures (test/fixtures/templates/) from the reference engine
 * (@squarespace/template-engine, a dev dependency, used as a black box: test/diff/reference.ts),
 * then says for each file whether our engine agrees, and what the reference reported.
 * Write a new case as `:JSON`, `:TEMPLATE` (and `:PARTIALS`, `:INJECT`, `:PARAMS`) with an
 * empty `:OUTPUT`, run this, read the output it wrote: it is the expectation only once you
 * have checked it against docs/behaviour.md and the language's rules.
 * A file whose `:COMMENTS` names a deliberate divergence (test/diff/divergences.ts) gets our
 * engine's output instead. `*.json` case tables are written by hand (their
 * expectations are docs/behaviour.md's rules).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { referenceCompile, referenceRender } from '../test/diff/reference.js';
import { parseSections, templateCase } from '../test/support/fixtures/parse.js';
import { collectFixtures, renderOptions, runFixture } from '../test/support/fixtures/run.js';
import { siteEngine } from '../src/site/index.js';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: npm run fixtures:expect -- <folder or file ...>');
  process.exit(2);
}

let disagree = 0;
const files = collectFixtures(paths).filter((f) => f.endsWith('.html'));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const c = templateCase(parseSections(text));
  const at = text.search(/^:OUTPUT$/m);
  const head = at < 0 ? `${text.trimEnd()}\n\n` : text.slice(0, at);
  if (/deliberate divergence/.test(parseSections(text).get('COMMENTS') ?? '')) {
    const { output } = siteEngine.compile(c.template).template.render(c.data, renderOptions(c));
    writeFileSync(file, `${head}:OUTPUT\n${output.trim()}\n`);
    console.log(`ours ${file} (a deliberate divergence: our engine's output is written)`);
    continue;
  }
  const compiled = referenceCompile(c.template);
  const result = referenceRender(compiled, c.data, { partials: c.partials, injects: c.injects, locale: c.locale, ...(c.now === undefined ? {} : { now: c.now }) });
  writeFileSync(file, `${head}:OUTPUT\n${result.output.trim()}\n`);
  const ours = runFixture(file);
  if (!ours.passed) disagree++;
  const notes = [...compiled.errors, ...result.errors].map((e) => `\n    reference: ${e}`).join('');
  console.log(`${ours.passed ? 'same' : 'DIFFERENT'} ${file}${ours.passed ? '' : `\n    ${ours.detail}`}${notes}`);
}
console.log(`${files.length} files written, ${disagree} where our engine differs`);
process.exitCode = disagree > 0 ? 1 : 0;
