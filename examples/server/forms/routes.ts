import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isCaptchaAction } from '../../../src/captcha/actions.js';
import { FormValuesSchema, SaveFormSubmissionRequestSchema } from '../../../src/contract/form-calls.js';
import { type FormModel, readForm } from '../../../src/forms/fields.js';
import { parseAnswer } from '../../../src/forms/answers.js';
import { formRoutes } from '../../../src/forms/routes.js';
import { formAnswers } from '../../../src/forms/submit.js';
import { validateValues } from '../../../src/forms/validate.js';
import { frFormMessages as frForms } from '../../../src/i18n/form-messages.js';
import { verifyCaptchaToken } from '../captcha/index.js';
import type { Db } from '../db.js';
import type { Deps } from '../deps.js';
import { parseBody } from '../http.js';
import { tooMany } from '../rate-limit.js';
import type { FormDefinitions } from './definitions.js';
import { ensureFormTables, issueFormKey, listSubmissions, saveSubmission, spendFormKey, storedUnderKey } from './store.js';
import { claimUpload, unclaimedUpload } from './uploads.js';

const FORM_TYPE = new Set(['form', '9']);

/**
 * The form calls of docs/behaviour.md §7 (docs/backend.md "Forms"). The server checks answers with
 * the browser's own rules (src/forms/validate.ts): one rule set.
 */
export function formApiRoutes(deps: Deps, forms: FormDefinitions): Hono {
  const { db } = deps;
  ensureFormTables(db);
  const app = new Hono();

  app.get(formRoutes.templateSchema, (c) => {
    if (!FORM_TYPE.has(c.req.query('type') ?? '')) return c.json({ message: 'Type de modèle inconnu.' }, 400);
    const formId = c.req.query('formId');
    const form = formId ? forms.find(formId) : forms.forItem(c.req.query('itemId') ?? '');
    if (!form) return c.json({ message: frForms.error404 }, 404);
    return c.json({ form });
  });

  app.post('/api/rest/forms/validate/:formId', async (c) => {
    const form = forms.find(c.req.param('formId'));
    if (!form) return c.json({ message: frForms.error404 }, 404);
    const body = await parseBody(c, FormValuesSchema);
    if (!body.ok) return body.response;
    return c.json({ errors: validateValues(readForm(form).fields, body.value) });
  });

  app.post(formRoutes.submissionKey, (c) => c.json({ data: { key: issueFormKey(db) } }));

  app.post(formRoutes.save, async (c) => {
    const definition = forms.find(c.req.query('formId') ?? '');
    if (!definition) return c.json({ message: frForms.error404 }, 404);
    const body = await parseBody(c, SaveFormSubmissionRequestSchema);
    if (!body.ok) return body.response;
    let values: unknown;
    try {
      values = JSON.parse(body.value.form);
    } catch {
      return c.json({ message: frForms.errorParse, errors: {} }, 400);
    }
    const parsed = FormValuesSchema.safeParse(values);
    if (!parsed.success) return c.json({ message: frForms.errorParse, errors: {} }, 400);
    const form = readForm(definition);
    // the retry of a save whose answer was lost (src/forms/submit.ts): the same answers, stored once
    if (storedUnderKey(db, form.id, body.value.key, formAnswers(form, parsed.data))) return c.json({ success: true });
    // an address saves at most LIMITS.formSubmissionsPerAddressPerHour an hour, so a flood cannot bury real ones
    const wait = deps.budgets.hourly(c, 'formSubmissions');
    if (wait > 0) return tooMany(c, wait);
    if (!spendFormKey(db, body.value.key)) return c.json({ message: frForms.errorKey }, 401);
    const action = definition.captchaAction;
    if (isCaptchaAction(action)) {
      const verdict = verifyCaptchaToken(body.value.captchaKey, action);
      if (!verdict.ok) {
        console.warn(`[forms] ${definition.id}: bot check refused (${verdict.reason})`);
        return c.json({ message: frForms.captchaMissing }, 401);
      }
    }
    const errors = validateValues(form.fields, parsed.data);
    const files = attachedUploads(db, form, parsed.data, errors);
    if (Object.keys(errors).length) return c.json({ message: frForms.errorInvalidField, errors }, 400);
    saveSubmission(db, form.id, body.value.key, formAnswers(form, { ...parsed.data, ...files.values }));
    files.claim();
    return c.json({ success: true });
  });

  if (deps.options.faults) {
    app.get('/__test/form-submissions', (c) =>
      c.json({ submissions: listSubmissions(db).map((s) => ({ ...s, payload: JSON.parse(s.payload) as unknown })) }),
    );
  }
  return app;
}

/**
 * The uploads a submission's file fields name: each must be one this form's field made and no
 * submission took (else the field's error); the stored name and size replace what the browser
 * sent. `claim` marks them taken once the submission is saved.
 */
function attachedUploads(db: Db, form: FormModel, values: Readonly<Record<string, unknown>>, errors: Record<string, string>) {
  const found: Record<string, unknown> = {};
  const ids: string[] = [];
  for (const field of form.fields) {
    if (field.kind !== 'file' || errors[field.id]) continue;
    const answer = parseAnswer(field, values[field.id]) as Record<string, string>;
    if (!answer['Upload']) continue;
    const upload = unclaimedUpload(db, form.id, field.id, answer['Upload']);
    if (!upload) {
      errors[field.id] = frForms.fileProcessFailed;
      continue;
    }
    found[field.id] = { Upload: upload.id, Name: upload.name, Size: String(upload.size) };
    ids.push(upload.id);
  }
  return { values: found, claim: () => ids.forEach((id) => claimUpload(db, id)) };
}
