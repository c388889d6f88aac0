import { request } from '../../src/api/client';
import { isCaptchaAction } from '../../src/captcha/actions';
import { captchaSettingsOf } from '../../src/captcha/settings';
import type { SiteConfig } from '../../src/contract/config';
import { FormSubmissionKeyResponseSchema, FormValidateResponseSchema, SaveFormSubmissionResponseSchema } from '../../src/contract/form-calls';
import type { FormModel } from '../../src/forms/fields';
import { formRoutes } from '../../src/forms/routes';
import type { SubmitCalls } from '../../src/forms/submit';

/**
 * The submission calls of a form block through the one API client (crumb header,
 * same-origin credentials, timeout, typed failures), and its bot check when the form
 * names an action (its client loads on the first submission). A failed submission asks for a fresh token next time: the enterprise
 * v3 check has no widget to reset, each `execute` answers a new token. Imported by the
 * lazy submission half only (./submit-flow), so none of it is on a page at mount.
 */
export const formCalls = (form: FormModel, website: SiteConfig['website']): SubmitCalls => {
  const action = form.captchaAction;
  const captcha = captchaSettingsOf(website);
  return {
    validate: (formId, values) => request(formRoutes.validate(formId), { method: 'POST', body: values, schema: FormValidateResponseSchema }),
    key: () => request(formRoutes.submissionKey, { method: 'POST', schema: FormSubmissionKeyResponseSchema }),
    save: (body) =>
      request(formRoutes.save, { method: 'POST', query: { formId: form.id }, body, schema: SaveFormSubmissionResponseSchema }),
    // the bot-check client loads with the first submission that needs it, never at mount
    ...(isCaptchaAction(action) ? { captcha: () => import('../../src/captcha/token').then((m) => m.getCaptchaToken(action, captcha)) } : {}),
  };
};
