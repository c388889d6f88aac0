import { postRestockSignup, restockFailureMessage } from '../../src/api/restock-signup';
import { type CaptchaSettings, getCaptchaToken } from '../../src/captcha';
import { frRestock } from '../../src/i18n/restock';
import { emit } from '../../src/runtime/events';

export type SignupOutcome = { ok: true } | { ok: false; message: string };

export interface SignupInput {
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
}

/**
 * One signup: a fresh bot-check token for PRODUCT_WAITLIST_SUBMISSION, then the call.
 * A bot check that cannot run (no site key: "Enterprise V3 ReCaptcha site key not
 * found"; the script did not load) is logged to the console and dispatched as
 * `storefront:error` from `target`; the form then says the fallback message.
 */
export const signUpForRestock = async (input: SignupInput, captcha: CaptchaSettings, target: EventTarget): Promise<SignupOutcome> => {
  let token: string;
  try {
    token = await getCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', captcha);
  } catch (error) {
    console.error('[storefront] restock sign-up:', error);
    emit('error', { widget: 'restock', error }, target);
    return { ok: false, message: frRestock.signupFailed };
  }
  const result = await postRestockSignup({
    isJoinMailingList: input.isJoinMailingList,
    productId: input.productId,
    variantId: input.variantId,
    siteVisitorEmail: input.email.trim(),
    recaptchaEnterpriseV3Token: token,
  });
  return result.ok ? { ok: true } : { ok: false, message: restockFailureMessage(result.error) };
};
