// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaSettingsOf, getCaptchaToken } from '../../../src/captcha/index';
import { resetCaptchaScripts } from '../../../src/captcha/load-script';

type Execute = (siteKey: string, options: { action: string }) => Promise<unknown>;
const win = globalThis as { grecaptcha?: unknown };

/**
 * Stands in for the browser's script loading (happy-dom runs no scripts): the injected
 * <script> installs the API, then fires load (or fires error).
 */
const serveScript = (execute: Execute, outcome: 'load' | 'error' = 'load') =>
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      if (outcome === 'load') win.grecaptcha = { enterprise: { ready: (cb: () => void) => cb(), execute } };
      queueMicrotask(() => node.dispatchEvent(new Event(outcome)));
    }
  });

beforeEach(() => {
  delete win.grecaptcha;
  resetCaptchaScripts();
});
afterEach(() => vi.restoreAllMocks());

describe('getCaptchaToken', () => {
  it('rejects with the documented message when there is no site key, loading nothing', async () => {
    const append = serveScript(async () => 't');
    for (const siteKey of [undefined, null, '']) {
      await expect(getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', { siteKey, scriptUrl: '/x.js' })).rejects.toThrow(
        /^Enterprise V3 ReCaptcha site key not found$/,
      );
    }
    expect(append).not.toHaveBeenCalled();
  });

  it('loads the script once, then executes with the site key and action', async () => {
    const execute = vi.fn<Execute>(async (key, { action }) => `token-${key}-${action}`);
    const append = serveScript(execute);
    const settings = { siteKey: 'k', scriptUrl: '/captcha/enterprise.js' };
    const [a, b] = await Promise.all([
      getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', settings),
      getCaptchaToken('FORM_BLOCK_SUBMISSION', settings),
    ]);
    expect(a).toBe('token-k-PRODUCT_WAITLIST_SUBMISSION');
    expect(b).toBe('token-k-FORM_BLOCK_SUBMISSION');
    await getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', settings);
    expect(append).toHaveBeenCalledTimes(1);
    expect((append.mock.calls[0]?.[0] as HTMLScriptElement).src).toMatch(/\/captcha\/enterprise\.js$/);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('rejects when the script fails, and tries again on the next call', async () => {
    const failing = serveScript(async () => 't', 'error');
    await expect(getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', { siteKey: 'k', scriptUrl: '/a.js' })).rejects.toThrow(/failed to load/);
    failing.mockRestore();
    serveScript(async () => 'second');
    await expect(getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', { siteKey: 'k', scriptUrl: '/a.js' })).resolves.toBe('second');
  });

  it('rejects an empty or non-string token', async () => {
    serveScript(async () => undefined);
    await expect(getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', { siteKey: 'k', scriptUrl: '/b.js' })).rejects.toThrow(/no token/);
  });
});

describe('captchaSettingsOf', () => {
  it('takes the configured script URL, else the enterprise script for the key', () => {
    expect(captchaSettingsOf({ captchaSettings: { siteKey: 'k', scriptUrl: '/captcha/enterprise.js' } })).toEqual({
      siteKey: 'k',
      scriptUrl: '/captcha/enterprise.js',
    });
    expect(captchaSettingsOf({ captchaSettings: { siteKey: 'a b' } }).scriptUrl).toBe(
      'https://www.google.com/recaptcha/enterprise.js?render=a%20b',
    );
    expect(captchaSettingsOf(undefined).siteKey).toBeNull();
  });
});
