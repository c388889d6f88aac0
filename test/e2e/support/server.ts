import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starts the real reference backend (examples/server) on a free port with its own
 * SQLite folder and fault injection on, serving the built script from dist/.
 * One backend serves a whole worker's test files from one address, far faster than a
 * shopper clicks: its budgets are raised tenfold (window) and fiftyfold (hourly) so they
 * never answer a journey with a 429. The budgets themselves are unit-tested; e2e tests
 * reach a 429 through fault injection.
 * `restart()` stops and starts it on the same data folder and port.
 */
export interface RunningServer {
  url: string;
  dataDir: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** `kill -9` (no clean shutdown), then a start on the same data folder and port. */
  crashAndRestart(): Promise<void>;
  /** POST /__test/faults */
  fault(fault: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
}

const repo = resolve(import.meta.dirname, '../../..');
/** The owner password of every e2e backend (examples/server/owner). */
export const E2E_OWNER_PASSWORD = 'e2e-owner-password';
let nextPort = 4400 + (process.pid % 500);

export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const port = nextPort++;
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
      cwd: repo,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, FAULTS: '1', QUIET: '1', OWNER_PASSWORD: E2E_OWNER_PASSWORD, RATE_LIMIT: '3000', BUDGET_SCALE: '50', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (d: Buffer) => (log += d));
    child.stderr?.on('data', (d: Buffer) => (log += d));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`reference backend exited (${child.exitCode}):\n${log}`);
      try {
        const r = await fetch(url + '/api/context/config');
        if (r.ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`reference backend did not start on ${url}:\n${log}`);
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((done) => {
      c.once('exit', () => done());
      c.kill(signal);
      setTimeout(() => c.kill('SIGKILL'), 3000).unref();
    });
  };

  await start();
  return {
    url,
    dataDir,
    stop: () => stop(),
    crashAndRestart: async () => {
      await stop('SIGKILL');
      await start();
    },
    restart: async () => {
      await stop();
      await start();
    },
    fault: async (fault) => {
      const r = await fetch(url + '/__test/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
      if (!r.ok) throw new Error('fault injection failed: ' + r.status);
    },
    clearFaults: async () => {
      await fetch(url + '/__test/faults', { method: 'DELETE' });
    },
  };
};
