import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The peers' packages (test/bench/peers/package.json, locked by its own
 * package-lock.json), installed by the bench on demand with `npm ci` in that folder, so
 * that the project's `npm install` has nothing of theirs: Commerce Layer's drop-in.js
 * 2.27 asks for Node 22.22 (and pnpm), above the project's Node 20.19, and npm warns
 * about it (EBADENGINE; the bench needs only its built browser files). Returns the folder
 * of their node_modules.
 */
export function peerPackages(): string {
  const dir = resolve(import.meta.dirname, 'peers');
  const wanted = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
  const installed = (name: string) => {
    const file = join(dir, 'node_modules', name, 'package.json');
    return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version === wanted[name];
  };
  if (!Object.keys(wanted).every(installed)) {
    console.log(`Installing the peers' packages for the bench (npm ci in ${dir}) ...`);
    const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit', shell: process.platform === 'win32' });
    if (npm.status !== 0) throw new Error(`npm ci in ${dir} failed (${npm.status})`);
  }
  return join(dir, 'node_modules');
}
