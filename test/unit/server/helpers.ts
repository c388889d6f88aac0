import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, createApp } from '../../../examples/server/app.js';
import type { ServerOptions } from '../../../examples/server/options.js';

/** A fresh data folder per test; removed by `cleanup`. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'sf-backend-'));
}

/** The owner password of apps made by `makeApp` (examples/server/owner). */
export const OWNER_TEST_PASSWORD = 'owner-test-password';

const opened: App[] = [];
const dirs: string[] = [];

export function makeApp(options: Partial<ServerOptions> = {}): App {
  const dataDir = options.dataDir ?? tempDataDir();
  if (!options.dataDir) dirs.push(dataDir);
  const app = createApp({ faults: true, quiet: true, ownerPassword: OWNER_TEST_PASSWORD, ...options, dataDir });
  opened.push(app);
  return app;
}

export function cleanup(): void {
  for (const app of opened.splice(0)) app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A browser-like visitor: keeps cookies, sends the crumb header on mutations. */
export function visitor(app: App) {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.request(path, {
      method,
      headers: {
        Cookie: cookieHeader(),
        ...(method !== 'GET' ? { 'X-CSRF-Token': jar.get('crumb') ?? '' } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    remember(res);
    return res;
  }
  return {
    jar,
    request,
    /** Visits a page so the crumb cookie is set. */
    open: (path = '/') => request('GET', path),
    add: (itemId: string, sku: string, quantity = 1, additionalFields?: string) =>
      request('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity, additionalFields }),
    cart: () => request('GET', '/api/commerce/shopping-cart?mock=false&timecode=1&calculateSubtotal=true'),
  };
}
