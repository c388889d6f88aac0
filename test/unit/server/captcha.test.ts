import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS, issueCaptchaToken, verifyCaptchaToken } from '../../../examples/server/captcha/index.js';
import { cleanup, makeApp } from './helpers.js';

afterEach(cleanup);

const ACTION = 'PRODUCT_WAITLIST_SUBMISSION';

describe('bot-check tokens (server side)', () => {
  it('accepts a fresh token once, for its action', () => {
    const token = issueCaptchaToken(ACTION, 'key');
    expect(verifyCaptchaToken(token, ACTION)).toEqual({ ok: true });
    expect(verifyCaptchaToken(token, ACTION)).toEqual({ ok: false, reason: 'reused token' });
  });

  it('refuses a missing token', () => {
    for (const token of [undefined, null, '', 42, {}]) {
      expect(verifyCaptchaToken(token, ACTION)).toEqual({ ok: false, reason: 'missing token' });
    }
  });

  it('refuses a forged token: changed payload, changed signature, made-up', () => {
    const [v, body = '', sig = ''] = issueCaptchaToken(ACTION, 'key').split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherBody = Buffer.from(JSON.stringify({ ...payload, x: Date.now() + 10 * TOKEN_TTL_MS })).toString('base64url');
    expect(verifyCaptchaToken(`${v}.${otherBody}.${sig}`, ACTION)).toEqual({ ok: false, reason: 'forged token' });
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyCaptchaToken(`${v}.${body}.${flipped}`, ACTION)).toEqual({ ok: false, reason: 'forged token' });
    expect(verifyCaptchaToken('v1.e30.c2lnbmF0dXJl', ACTION)).toEqual({ ok: false, reason: 'forged token' });
    expect(verifyCaptchaToken('not-a-token', ACTION)).toEqual({ ok: false, reason: 'malformed token' });
    expect(verifyCaptchaToken(`${v}.${body}.${sig}.extra`, ACTION)).toEqual({ ok: false, reason: 'malformed token' });
  });

  it('refuses an expired token, at the expiry instant and after', () => {
    const made = 1_000_000;
    expect(verifyCaptchaToken(issueCaptchaToken(ACTION, 'key', made), ACTION, made + TOKEN_TTL_MS - 1)).toEqual({ ok: true });
    expect(verifyCaptchaToken(issueCaptchaToken(ACTION, 'key', made), ACTION, made + TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired token',
    });
  });

  it('refuses a token made for another action, and spends it', () => {
    const token = issueCaptchaToken('FORM_BLOCK_SUBMISSION', 'key');
    expect(verifyCaptchaToken(token, ACTION)).toEqual({
      ok: false,
      reason: 'token made for FORM_BLOCK_SUBMISSION, not PRODUCT_WAITLIST_SUBMISSION',
    });
    expect(verifyCaptchaToken(token, 'FORM_BLOCK_SUBMISSION')).toEqual({ ok: false, reason: 'reused token' });
  });
});

describe('bot-check stand-in routes', () => {
  it('serves the script and makes tokens only for the site key', async () => {
    const app = makeApp();
    const script = await app.request('/captcha/enterprise.js');
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await script.text()).toContain('grecaptcha');
    const post = (body: unknown) =>
      app.request('/captcha/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const ok = await post({ siteKey: 'example-site-key', action: ACTION });
    const { token } = (await ok.json()) as { token: string };
    expect(verifyCaptchaToken(token, ACTION)).toEqual({ ok: true });
    expect((await post({ siteKey: 'other', action: ACTION })).status).toBe(400);
    expect((await post({ siteKey: 'example-site-key', action: 'LOGIN' })).status).toBe(400);
  });

  it('puts the stand-in script URL in the bootstrap configuration', async () => {
    const app = makeApp();
    const config = (await (await app.request('/api/context/config')).json()) as { website: { captchaSettings: unknown } };
    expect(config.website.captchaSettings).toEqual({ siteKey: 'example-site-key', scriptUrl: '/captcha/enterprise.js' });
  });
});

describe('bot-check stand-in rate limit', () => {
  it('answers 429 past the rate limit', async () => {
    const app = makeApp({ rateLimit: 2 });
    const post = () =>
      app.request('/captcha/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: 'crumb=same-visitor' },
        body: JSON.stringify({ siteKey: 'example-site-key', action: ACTION }),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(429);
  });
});
