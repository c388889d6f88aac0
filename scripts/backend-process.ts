/**
 * The reference backend in a child process for the scripts that drive it (shots,
 * bench:media): started on `dataDir` and `port`, quiet, without rate limit; resolves once
 * it answers, rejects with its output when it exits or does not answer within 30 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');

export async function startBackend(dataDir: string, port: number): Promise<{ url: string; child: ChildProcess }> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, QUIET: '1', OWNER_PASSWORD: 'scripts-owner-password', RATE_LIMIT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d));
  child.stderr?.on('data', (d: Buffer) => (log += d));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the backend exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/context/config`)).ok) return { url, child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill();
  throw new Error(`the backend did not start on ${url}:\n${log}`);
}
