export { captchaRoutes } from './routes.js';
export { captchaSettingsConfig, STAND_IN_SCRIPT_PATH, STAND_IN_TOKEN_PATH } from './config.js';
export { issueCaptchaToken, verifyCaptchaToken, TOKEN_TTL_MS, type CaptchaVerdict } from './tokens.js';
