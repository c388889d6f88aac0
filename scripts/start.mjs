#!/usr/bin/env node
/**
 * `npm start`: builds dist/ (tsup), then starts the reference backend (examples/server/main.ts)
 * on it, quietly: the build's info lines (tsup's CLI lines, the minifier's two lines a chunk,
 * the list of files) are left out and one line says what was built; its warnings and errors
 * are printed as tsup wrote them. The server then prints its addresses. `VERBOSE=1` prints the
 * whole build log; `SKIP_BUILD=1` serves the last build. Flags go to the server
 * (`npm start -- --port 8080`).
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** tsup's info lines: `CLI …`, `ESM …`, `IIFE …`, `DTS …`, `TERSER …`, each with its format tag first. */
const INFO = /^(CLI|ESM|IIFE|CJS|DTS|TERSER) /;

/** The build log without its info lines (warnings and errors kept whole), blank runs squeezed to one line. */
export function quietBuildLog(log) {
  const kept = log
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !INFO.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return kept === '' ? [] : kept.split('\n');
}

/** `storefront.js and N chunks, N kB` of dist/ (the script build that the pages load). */
function builtSummary() {
  const chunks = readdirSync(join(repo, 'dist/chunks')).filter((f) => f.endsWith('.js'));
  const bytes = ['storefront.js', ...chunks.map((c) => join('chunks', c))].reduce((sum, f) => sum + statSync(join(repo, 'dist', f)).size, 0);
  return `storefront.js and ${chunks.length} chunks, ${(bytes / 1024).toFixed(0)} kB minified`;
}

function build() {
  return new Promise((done) => {
    const started = Date.now();
    process.stdout.write('Building dist/ (tsup)...\n');
    const child = spawn(join(repo, 'node_modules/.bin/tsup'), [], { cwd: repo, env: { ...process.env, FORCE_COLOR: '0' } });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (process.env.VERBOSE === '1') process.stdout.write(log);
      else for (const line of quietBuildLog(log)) console.log(line);
      if (code !== 0) {
        console.error(`The build failed (exit ${code}) after ${seconds} s: nothing is served. VERBOSE=1 npm start prints its whole log.`);
        process.exit(code || 1);
      }
      console.log(`Built dist/ in ${seconds} s: ${builtSummary()}.`);
      done();
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.SKIP_BUILD !== '1') await build();
  const server = spawn(process.execPath, ['--import', 'tsx', join(repo, 'examples/server/main.ts'), ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
  // the server stops with this script (Ctrl+C reaches both; a signal to this script alone is passed on)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server.exitCode === null && server.signalCode === null ? server.kill(signal) : process.exit(1)));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
