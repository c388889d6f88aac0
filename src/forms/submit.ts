import type { ApiError, Result } from '../api/errors';
import { messageFor } from '../api/messages';
import { frFormMessages as frForms } from '../i18n/form-messages';
import { frForms as frFormLabels } from '../i18n/forms';
import { parseAnswer } from './answers';
import type { FormModel } from './fields';
import { validateValues } from './validate';

/**
 * The submission flow (docs/behaviour.md §4 "Custom form submission", 7, 8): local validation,
 * then the server's validation, a submission key, the save with the key, the form
 * JSON and the bot-check token. The calls are handed in (the widget passes the API
 * client's, tests their own), so the flow is plain logic.
 */
export interface SubmitCalls {
  validate(formId: string, values: Record<string, unknown>): Promise<Result<{ errors: Record<string, string> }>>;
  key(): Promise<Result<{ data: { key: string } }>>;
  save(body: { key: string; form: string; captchaKey?: string }): Promise<Result<unknown>>;
  /** the bot-check token, when the form has a bot check */
  captcha?: () => Promise<string>;
}

export type SubmitOutcome =
  | { ok: true }
  /** `message` for the form as a whole; `fieldErrors` at their fields */
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const failed = (message: string, fieldErrors: Record<string, string> = {}): SubmitOutcome => ({ ok: false, message, fieldErrors });

/** The message of a failed form call (docs/behaviour.md §8 "Forms (HTTP codes)"). */
export const formErrorMessage = (error: ApiError): string => {
  switch (error.kind) {
    case 'rate-limited':
      return frForms.error429;
    case 'session-expired':
    case 'cookies-disabled':
      return frForms.error401;
    case 'server':
      if (error.status === 401 || error.status === 403) return frForms.error401;
      if (error.status === 404) return frForms.error404;
      if (error.status === 400) return Object.keys(error.fieldErrors).length ? frForms.errorSeeFields : frForms.errorParse;
      if (error.status >= 500) return frForms.error500;
      return frForms.errorUnknown;
    case 'invalid-response':
      return frFormLabels.errorReload;
    case 'network':
    case 'timeout':
    case 'interrupted':
      // no answer, or one the network cut off: the catalogue's words (docs/behaviour.md §8, docs/forms.md)
      return messageFor(error);
    default:
      return frForms.errorUnknown;
  }
};

const fieldErrorsOf = (error: ApiError, known: ReadonlySet<string>): Record<string, string> => {
  if (error.kind !== 'server' || error.status !== 400) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([id]) => known.has(id)));
};

/** The answers by field id, each in its field's shape; values of unknown ids are dropped. */
export const formAnswers = (form: FormModel, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(form.fields.map((f) => [f.id, parseAnswer(f, Object.prototype.hasOwnProperty.call(values, f.id) ? values[f.id] : undefined)]));

/** A save that got no answer: its key and the answers it carried. */
export type Unanswered = Map<string, { key: string; form: string }>;

/**
 * Saves that got no answer (no connection, a timeout), by form id: the server may have
 * stored them. A retry of the same answers sends the same key again, which the backend
 * stores once (issue 16); other answers get a key of their own.
 */
const UNANSWERED: Unanswered = new Map();

export const submitForm = async (
  form: FormModel,
  raw: Readonly<Record<string, unknown>>,
  calls: SubmitCalls,
  unanswered: Unanswered = UNANSWERED,
): Promise<SubmitOutcome> => {
  const values = formAnswers(form, raw);
  const local = validateValues(form.fields, values);
  if (Object.keys(local).length) return failed(frForms.errorInvalidField, local);
  const ids = new Set(form.fields.map((f) => f.id));

  const checked = await calls.validate(form.id, values);
  if (!checked.ok) return failed(formErrorMessage(checked.error), fieldErrorsOf(checked.error, ids));
  const serverErrors = Object.fromEntries(Object.entries(checked.value.errors).filter(([id]) => ids.has(id)));
  if (Object.keys(serverErrors).length) return failed(frForms.errorInvalidField, serverErrors);

  let captchaKey: string | undefined;
  if (calls.captcha) {
    try {
      captchaKey = await calls.captcha();
    } catch {
      return failed(frForms.captchaMissing);
    }
    if (!captchaKey) return failed(frForms.captchaMissing);
  }

  let form_: string;
  try {
    form_ = JSON.stringify(values);
  } catch {
    return failed(frForms.errorParse);
  }

  const retry = unanswered.get(form.id);
  let key: string;
  if (retry?.form === form_) key = retry.key;
  else {
    const issued = await calls.key();
    if (!issued.ok) return failed(issued.error.kind === 'rate-limited' ? frForms.error429 : frForms.errorKey);
    key = issued.value.data.key;
  }
  const saved = await calls.save({ key, form: form_, ...(captchaKey ? { captchaKey } : {}) });
  if (!saved.ok && ['network', 'timeout', 'interrupted'].includes(saved.error.kind)) unanswered.set(form.id, { key, form: form_ });
  else unanswered.delete(form.id);
  if (!saved.ok) return failed(formErrorMessage(saved.error), fieldErrorsOf(saved.error, ids));
  return { ok: true };
};
