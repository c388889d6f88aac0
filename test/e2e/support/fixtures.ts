import { test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './server';

/**
 * `server`: one real reference backend per test file (worker), fresh SQLite data.
 * `consoleWarnings`: the page's console warnings and errors, for tests that count them.
 */
export const test = base.extend<{ consoleMessages: string[] }, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'warning' || m.type() === 'error') && !m.text().startsWith('Failed to load resource')) messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) messages.push(`http ${r.status()}: ${r.request().method()} ${r.url()}`);
    });
    await use(messages);
  },
});

export { expect };
