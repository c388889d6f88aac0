import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** scripts/check-lockfile.mjs, the first step of `npm test`, on copies of the repo's package.json and lockfile. */
const repo = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

type Json = Record<string, Record<string, unknown>>;
function check(edit: (pkg: Json, lock: Json) => void = () => {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sf-lock-'));
  dirs.push(dir);
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as Json;
  const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as Json;
  edit(pkg, lock);
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
  const run = spawnSync(process.execPath, [join(repo, 'scripts/check-lockfile.mjs'), dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the lockfile check of npm test', { timeout: 60_000 }, () => {
  it('passes on the repository as committed', () => {
    expect(check()).toMatchObject({ status: 0, output: expect.stringContaining('package-lock.json matches package.json') });
  });

  it('fails on a dependency package.json has and the lockfile lacks, or a range it does not satisfy', () => {
    const added = check((pkg) => (pkg.devDependencies!['left-pad'] = '^1.3.0'));
    expect(added.status).toBe(1);
    expect(added.output).toContain('missing: left-pad@^1.3.0');
    const range = check((pkg) => (pkg.devDependencies!.vitest = '^3.0.0'));
    expect(range.status).toBe(1);
    expect(range.output).toMatch(/invalid: vitest@4/);
  });

  it("fails when a platform package of an optional dependency is missing (npm ci's error on another OS)", () => {
    const result = check((_, lock) => delete lock.packages!['node_modules/@rollup/rollup-android-arm-eabi']);
    expect(result.status).toBe(1);
    expect(result.output).toContain('missing from lock file: @rollup/rollup-android-arm-eabi (optional dependency of node_modules/rollup)');
  });
});
