#!/usr/bin/env node
/**
 * `npm test`: everything, in the order a fresh machine needs it.
 *   0. the lockfile matches package.json (scripts/check-lockfile.mjs: what `npm ci` needs)
 *   1. type check (tsc, strict)
 *   2. unit tests (vitest + happy-dom), including the template fixture conformance,
 *      then the React entry's tests on real React (vitest.react.config.ts), then the
 *      scale tests alone (vitest.scale.config.ts: the owner analytics at 1,000,000 rows)
 *   3. build (tsup), size budgets (size-limit) and the conformance fixtures on the
 *      built engine chunk (what the minifier made of it)
 *   4. end-to-end tests: the built script in Debian's Chromium against the
 *      reference backend (Chromium is installed from Debian packages if missing)
 * Set SKIP_E2E=1 to stop after step 3.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['lockfile', 'node', ['scripts/check-lockfile.mjs']],
  ['type check', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['React entry tests', 'npx', ['vitest', 'run', '--config', 'vitest.react.config.ts']],
  ['scale tests', 'npx', ['vitest', 'run', '--config', 'vitest.scale.config.ts']],
  ['build', 'npx', ['tsup', '--silent']],
  ['size budgets', 'npx', ['size-limit']],
  ['fixtures on the built engine', 'npx', ['tsx', 'scripts/fixtures.ts', '--built']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const skipE2e = process.env.SKIP_E2E === '1';
for (const [name, cmd, args] of steps) {
  if (skipE2e && (name === 'chromium' || name === 'end-to-end tests')) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
}
