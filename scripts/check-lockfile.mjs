#!/usr/bin/env node
/**
 * `npm test`'s lockfile step: fails when package-lock.json and package.json disagree,
 * as `npm ci` would on a fresh clone, without installing or touching node_modules and
 * without the network (about a second):
 *   1. `npm ls --package-lock-only --all`: every dependency of package.json (and of each
 *      locked package) is in the lockfile, at a version its range accepts;
 *   2. every optional dependency of a locked package (the platform binaries of rollup,
 *      esbuild, ...) has its own entry, so `npm ci` on another OS finds it (issue 14:
 *      `Missing: @rollup/rollup-android-arm-eabi@ from lock file`);
 *   3. the lockfile's root entry lists package.json's dependencies with the same ranges.
 * Usage: node scripts/check-lockfile.mjs [folder holding package.json and package-lock.json]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '.');
const problems = [];
const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const pkg = read('package.json');
const lock = read('package-lock.json');
const packages = lock.packages ?? {};

const ls = spawnSync('npm', ['ls', '--package-lock-only', '--all', '--offline'], { cwd: dir, encoding: 'utf8', shell: process.platform === 'win32' });
if (ls.status !== 0) {
  const lines = ls.stderr.split('\n').filter((l) => /^npm error (missing|invalid|extraneous)/.test(l)).map((l) => l.slice('npm error '.length));
  problems.push(...(lines.length > 0 ? lines : [`npm ls --package-lock-only exited ${ls.status}`]));
}

/** Where node would find `dep` from the package at `path` (nested node_modules first). */
const locate = (path, dep) => {
  for (let base = path; ; ) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
};
for (const [path, info] of Object.entries(packages)) {
  for (const dep of Object.keys(info.optionalDependencies ?? {})) {
    if (!locate(path, dep)) problems.push(`missing from lock file: ${dep} (optional dependency of ${path || pkg.name})`);
  }
}

const root = packages[''] ?? {};
for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
  const want = pkg[field] ?? {};
  const have = root[field] ?? {};
  for (const name of new Set([...Object.keys(want), ...Object.keys(have)])) {
    if (want[name] !== have[name]) problems.push(`${field}.${name}: package.json says ${want[name] ?? 'nothing'}, package-lock.json ${have[name] ?? 'nothing'}`);
  }
}

if (problems.length > 0) {
  console.error(`package-lock.json does not match package.json (npm ci would fail):\n  ${problems.join('\n  ')}`);
  console.error('Run "npm install" and commit package-lock.json.');
  process.exit(1);
}
console.log(`package-lock.json matches package.json (${Object.keys(packages).length - 1} locked packages).`);
