import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../examples/server/limits.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, visitor } from './helpers.js';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

type App = ReturnType<typeof makeApp>;
const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A crumb minted by a GET that is not a page (what the probe used: /favicon.ico). */
async function freshCrumb(app: App): Promise<string> {
  const res = await app.request('/favicon.ico');
  const line = res.headers.getSetCookie().find((l) => l.startsWith('crumb=')) ?? '';
  return line.slice('crumb='.length).split(';')[0] ?? '';
}
const withCrumb = (crumb: string, extra: Record<string, string> = {}) => ({ Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb, ...extra });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('budgets keyed by what a visitor cannot mint for free (issue 28 rows 2, 3, 4, 7)', () => {
  it('a fresh crumb per cart buys no more carts: the address gets its hourly budget', async () => {
    const app = makeApp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const crumb = await freshCrumb(app);
      expect(crumb).not.toBe('');
      const res = await app.request('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: withCrumb(crumb, JSON_TYPE),
        body: JSON.stringify({ itemId: 'guide-numerique', sku: 'GUIDE-PDF', quantity: 1 }),
      });
      statuses.push(res.status);
    }
    expect(count(statuses, 200)).toBe(LIMITS.cartsPerAddressPerHour);
    expect(count(statuses, 429)).toBe(30 - LIMITS.cartsPerAddressPerHour);
  });

  it('subscription carts draw on the same hourly budget', async () => {
    const v = visitor(makeApp());
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await v.request('POST', '/api/3/commerce/cart/subscription', { itemId: 'cafe-abonnement', sku: 'CAFE-250' })).status);
    }
    expect(count(statuses, 429)).toBe(30 - LIMITS.cartsPerAddressPerHour);
  });

  it('gift-card page posts draw on it too: no more than the budget of carts and orders', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', websiteId: 'site-maison-exemple', giftCardProductId: 'carte-cadeau', sku: 'GIFT-25' });
      statuses.push((await v.request('POST', '/checkout/giftcard', body.toString(), FORM_TYPE)).status);
    }
    const orders = ((await (await app.request('/__test/orders')).json()) as { orders: unknown[] }).orders;
    expect(orders.length).toBeLessThanOrEqual(LIMITS.cartsPerAddressPerHour);
    expect(count(statuses, 429)).toBe(30 - LIMITS.cartsPerAddressPerHour);
  });

  it('rotating crumbs buys no writes: the write budget is the address', async () => {
    const app = makeApp({ rateLimit: 20, rateLimitWindowMs: 60_000 });
    const statuses: number[] = [];
    let crumb = '';
    for (let i = 0; i < 60; i++) {
      if (i % 5 === 0) crumb = await freshCrumb(app);
      const res = await app.request('/api/content/likes', { method: 'POST', headers: withCrumb(crumb, JSON_TYPE), body: '{"itemId":"nope"}' });
      statuses.push(res.status);
    }
    expect(60 - count(statuses, 429)).toBe(20);
  });

  it('page posts count against the same write budget, with a page to show', async () => {
    const v = visitor(makeApp({ rateLimit: 3, rateLimitWindowMs: 60_000 }));
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await v.request('POST', '/commerce/goto-checkout', `crumb=${v.jar.get('crumb')}`, { ...FORM_TYPE, Accept: 'text/html' });
      statuses.push(res.status);
      if (res.status === 429) expect(await res.text()).toContain('Veuillez réessayer dans quelques secondes.');
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('owner sign-in guesses (issue 28 row 6)', () => {
  const guess = async (app: App, password: string) => {
    const crumb = await freshCrumb(app); // a fresh crumb per guess
    const body = new URLSearchParams({ crumb, next: '/', password });
    return app.request('/owner/sign-in', { method: 'POST', headers: { Cookie: `crumb=${crumb}`, ...FORM_TYPE }, body: body.toString() });
  };

  it('after 10 failed guesses in a minute the next ones wait, doubling, whatever the crumb', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const app = makeApp();
    const first = [];
    for (let i = 0; i < 10; i++) first.push((await guess(app, `guess-${i}`)).status);
    expect(first).toEqual(Array(10).fill(401));
    const locked = await guess(app, OWNER_TEST_PASSWORD); // not even the right password is read
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('1');
    vi.setSystemTime(new Date('2026-11-27T10:00:01.100Z'));
    expect((await guess(app, 'again')).status).toBe(401);
    const next = await guess(app, 'and again');
    expect(next.status).toBe(429);
    expect(next.headers.get('Retry-After')).toBe('2');
    vi.setSystemTime(new Date('2026-11-27T10:00:03.200Z'));
    expect((await guess(app, 'third')).status).toBe(401);
    expect((await guess(app, 'x')).headers.get('Retry-After')).toBe('4');
    vi.setSystemTime(new Date('2026-11-27T10:00:08Z'));
    expect((await guess(app, OWNER_TEST_PASSWORD)).status).toBe(303);
  });
});

describe('forms and the bot-check stand-in (issue 28 row 9)', () => {
  it('a flood of a form without a bot check stores no more than the hourly budget', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const key = ((await (await v.request('POST', '/api/form/FormSubmissionKey')).json()) as { data: { key: string } }).data.key;
      const form = JSON.stringify({ nom: `Flot ${i}`, telephone: ['33', '1', '23', '4567'] });
      statuses.push((await v.request('POST', '/api/form/SaveFormSubmission?formId=rappel', { key, form })).status);
    }
    expect(count(statuses, 200)).toBe(LIMITS.formSubmissionsPerAddressPerHour);
    const stored = ((await (await v.request('GET', '/__test/form-submissions')).json()) as { submissions: unknown[] }).submissions;
    expect(stored).toHaveLength(LIMITS.formSubmissionsPerAddressPerHour);
  });

  it('the stand-in hands an address its hourly budget of tokens, not more', async () => {
    const app = makeApp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const crumb = await freshCrumb(app);
      const res = await app.request('/captcha/token', { method: 'POST', headers: withCrumb(crumb, JSON_TYPE), body: JSON.stringify({ siteKey: 'example-site-key', action: 'PRODUCT_WAITLIST_SUBMISSION' }) });
      statuses.push(res.status);
    }
    expect(count(statuses, 200)).toBe(LIMITS.captchaTokensPerAddressPerHour);
    expect(count(statuses, 429)).toBe(30 - LIMITS.captchaTokensPerAddressPerHour);
  });
});
