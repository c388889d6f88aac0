/** The bot-check actions the storefront executes (docs/behaviour.md §7 "Other outbound behaviour"). */
export const CAPTCHA_ACTIONS = [
  'FORM_BLOCK_SUBMISSION',
  'NEWSLETTER_BLOCK_SUBMISSION',
  'PRODUCT_WAITLIST_SUBMISSION',
  'PROMO_POPUP_SUBMISSION',
] as const;

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export const isCaptchaAction = (value: unknown): value is CaptchaAction =>
  typeof value === 'string' && (CAPTCHA_ACTIONS as readonly string[]).includes(value);

/** docs/behaviour.md §5: raised when the site has no bot-check site key. */
export const SITE_KEY_MISSING = 'Enterprise V3 ReCaptcha site key not found';
