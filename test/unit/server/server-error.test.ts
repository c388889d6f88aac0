import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A shopper with a cart, then the database gone under the running server: every route that reads it fails. */
const shopperOnABrokenServer = async () => {
  const app = makeApp();
  const v = visitor(app);
  await v.open('/products/tee-classic');
  expect((await v.add('tee-classic', 'TEE-S-BLANC')).status).toBeLessThan(300);
  app.close();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return v;
};

const asBrowser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('a server error', () => {
  it('gives a browser an HTML page, not raw JSON: a page, and the checkout form post', async () => {
    const v = await shopperOnABrokenServer();
    const body = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', email: 'a@example.com' }).toString();
    const answers = [
      await v.request('GET', '/commerce/goto-checkout', undefined, asBrowser),
      await v.request('POST', '/commerce/goto-checkout', body, { ...asBrowser, 'Content-Type': 'application/x-www-form-urlencoded' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(500);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      const page = await res.text();
      expect(page).toContain("<h1>Une erreur s'est produite</h1>");
      expect(page).toContain('<html lang="fr">');
    }
  });

  it("answers the SDK's calls with the JSON message, whatever they accept", async () => {
    const v = await shopperOnABrokenServer();
    for (const accept of ['application/json', '*/*', 'text/html']) {
      const res = await v.request('GET', '/api/commerce/shopping-cart?mock=false&timecode=1&calculateSubtotal=true', undefined, { Accept: accept });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Une erreur s'est produite" });
    }
  });
});
