/** Where the reference backend serves its bot-check stand-in (routes.ts). */
export const STAND_IN_SCRIPT_PATH = '/captcha/enterprise.js';
export const STAND_IN_TOKEN_PATH = '/captcha/token';

/**
 * `website.captchaSettings` of the bootstrap configuration: the catalogue's site key, and
 * the script URL the catalogue names, else the local stand-in (so the example store
 * never calls a third party).
 */
export const captchaSettingsConfig = (settings: { siteKey?: string; scriptUrl?: string } | undefined) => ({
  ...settings,
  scriptUrl: settings?.scriptUrl || STAND_IN_SCRIPT_PATH,
});
