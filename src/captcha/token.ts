import { type CaptchaAction, SITE_KEY_MISSING } from './actions';
import { loadCaptchaScript } from './load-script';
import type { CaptchaSettings } from './settings';

/**
 * A bot-check token for `action`: loads the script once (lazily, on the first call),
 * waits for `ready`, then `execute(siteKey, { action })`. Rejects with
 * "Enterprise V3 ReCaptcha site key not found" when the site has no key (docs/behaviour.md §5),
 * and with an Error when the script fails to load or answers no token.
 */
export const getCaptchaToken = async (action: CaptchaAction, settings: CaptchaSettings): Promise<string> => {
  const siteKey = settings.siteKey;
  if (!siteKey) throw new Error(SITE_KEY_MISSING);
  const api = await loadCaptchaScript(settings.scriptUrl);
  await new Promise<void>((resolve) => api.ready(resolve));
  const token: unknown = await api.execute(siteKey, { action });
  if (typeof token !== 'string' || token === '') throw new Error('The bot check answered no token');
  return token;
};
