export { CAPTCHA_ACTIONS, SITE_KEY_MISSING, isCaptchaAction, type CaptchaAction } from './actions';
export { captchaSettingsOf, DEFAULT_CAPTCHA_SCRIPT, type CaptchaSettings } from './settings';
export { getCaptchaToken } from './token';
