/**
 * `npm run fixtures:diff -- --runs N [--seed S] [--family crossed,...] [--no-minimize] [--coverage]`: the differential
 * suite (test/diff/, every family unless named): N cases rendered in our engine and the reference engine; prints
 * each difference as a minimal reproduction (undocumented ones first), the documented
 * divergences and open differences met, with `--coverage` a table of every formatter and predicate
 * the reference engine registers (cases that drew it, that differed, undocumented; `< 200` marks a
 * name drawn fewer than 200 times), and last `N cases, N identical, N different`.
 * Exits 1 when a difference is undocumented.
 */
import { FAMILIES, type Family, coverageTable, describe, runDiff } from '../test/diff/suite.js';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

const runs = Number(flag('runs') ?? 1000);
const seed = Number(flag('seed') ?? 1);
const families = (flag('family')?.split(',') ?? [...FAMILIES]).filter((f): f is Family => (FAMILIES as readonly string[]).includes(f));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed) || families.length === 0) {
  console.error(`usage: npm run fixtures:diff -- --runs N [--seed S] [--family ${FAMILIES.join('|')}[,...]] [--no-minimize] [--coverage]`);
  process.exit(2);
}

const report = runDiff({
  runs,
  seed,
  families,
  minimize: !process.argv.includes('--no-minimize'),
  onProgress: (done) => {
    if (done > 0) process.stderr.write(`  ${done} / ${runs}\r`);
  },
});
// the undocumented differences first: each is a bug
const ordered = [...report.reproductions].sort((a, b) => Number(a.open) - Number(b.open));
for (const r of ordered) console.log(`${describe(r)}\n`);
for (const [id, count] of report.divergent) console.log(`deliberate divergence ${id}: ${count} cases (docs/site-engine.md)`);
for (const [name, count] of [...report.openBy].sort((a, b) => b[1] - a[1])) console.log(`open difference ${name}: ${count} cases`);
if (process.argv.includes('--coverage')) console.log(coverageTable(report.coverage));
console.log(`open differences: ${report.open} cases; undocumented differences: ${report.undocumented} cases`);
console.log(`${report.cases} cases, ${report.identical} identical, ${report.different} different`);
process.exit(report.undocumented === 0 ? 0 : 1);
