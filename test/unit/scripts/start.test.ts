import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, typed by its use here
import { quietBuildLog } from '../../../scripts/start.mjs';

/**
 * `npm start` stays short (issue 27 point 3): the build's info lines are left out and
 * its warnings kept; the server prints its addresses within a few lines.
 */
const repo = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGTERM'));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Lines as tsup writes them (from a build of this repository), info and a warning. */
const TSUP_LOG = [
  'CLI Building entry: {"storefront":"loader/index.ts"}',
  'CLI Using tsconfig: tsconfig.json',
  'CLI tsup v8.5.1',
  'IIFE Build start',
  ' WARN  ▲ [WARNING] Ignoring this import because "widgets/form/index.tsx" was marked as having no side effects [ignored-bare-import]',
  '',
  '    widgets/form/submit-flow.ts:3:7:',
  "      3 │ import './index';",
  '',
  '',
  '',
  'TERSER Minifying with Terser',
  'TERSER Terser Minification success',
  'ESM dist/chunks/product.js         5.25 KB',
  'ESM ⚡️ Build success in 42733ms',
  'DTS ⚡️ Build success in 44022ms',
  'DTS dist/lib/react.d.ts           3.86 KB',
].join('\n');

describe('npm start', { timeout: 60_000 }, () => {
  it("prints the build's warnings and errors, not its info lines", () => {
    expect(quietBuildLog(TSUP_LOG)).toEqual([
      'WARN  ▲ [WARNING] Ignoring this import because "widgets/form/index.tsx" was marked as having no side effects [ignored-bare-import]',
      '',
      '    widgets/form/submit-flow.ts:3:7:',
      "      3 │ import './index';",
    ]);
    expect(quietBuildLog('CLI tsup v8.5.1\nTERSER Minifying with Terser\n')).toEqual([]);
  });

  it('prints the shop, the examples index and the owner sign-in within a few lines of starting the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sf-start-'));
    dirs.push(dataDir);
    const env = { ...process.env, SKIP_BUILD: '1', PORT: '0', QUIET: '0', DATA_DIR: dataDir, OWNER_PASSWORD: '', FAULTS: '0' };
    const child = spawn(process.execPath, [join(repo, 'scripts/start.mjs')], { cwd: repo, env });
    children.push(child);
    let out = '';
    const lines = await new Promise<string[]>((done, fail) => {
      let settle: ReturnType<typeof setTimeout> | undefined;
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        // the first address is out: the rest of the banner follows at once
        if (!settle && out.includes('http://')) settle = setTimeout(() => done(out.trimEnd().split('\n')), 1000);
      });
      child.on('exit', (code) => fail(new Error(`the server stopped (exit ${code}): ${out}`)));
    });
    const shop = lines.findIndex((l) => /^\s+Shop\s+http:\/\/127\.0\.0\.1:\d+\/shop$/.test(l));
    expect(shop, out).toBeGreaterThanOrEqual(0);
    expect(lines[shop + 1]).toMatch(/^\s+Examples index\s+http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(lines[shop + 2]).toMatch(/^\s+Owner sign-in\s+http:\/\/127\.0\.0\.1:\d+\/owner\/sign-in$/);
    // npm's own 4 lines and the build's 2 ("Building", "Built") come first: 15 lines at most before the URLs
    expect(shop + 4 + 2, out).toBeLessThanOrEqual(15);
  });
});
