/**
 * Where the bot-check script comes from. The site's bootstrap configuration may name it
 * (`website.captchaSettings.scriptUrl`, the reference backend points it at its local
 * stand-in); otherwise it is the enterprise v3 script for the site key.
 */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';

export interface CaptchaSettings {
  siteKey?: string | null;
  scriptUrl: string;
}

/** Settings for `getCaptchaToken` from `website.captchaSettings` of the bootstrap configuration. */
export const captchaSettingsOf = (website: { captchaSettings?: { siteKey?: string; scriptUrl?: string } } | undefined): CaptchaSettings => {
  const siteKey = website?.captchaSettings?.siteKey || null;
  const configured = website?.captchaSettings?.scriptUrl;
  const scriptUrl = configured || `${DEFAULT_CAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey ?? '')}`;
  return { siteKey, scriptUrl };
};
