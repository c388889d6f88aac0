import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium-path.mjs';

/**
 * End-to-end tests: the built script (dist/) in Debian's Chromium against the
 * running reference backend, which each test file starts itself (test/e2e/support).
 * One worker: the machines have 2 cores.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'off',
  },
});
