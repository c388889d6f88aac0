import type { Context } from 'hono';
import { FormDefinitionSchema } from '../../../src/contract/form.js';
import { valuesFromEntries } from '../../../src/forms/answer-entries.js';
import { readForm } from '../../../src/forms/fields.js';
import { validateValues } from '../../../src/forms/validate.js';
import type { Catalogue } from '../catalogue.js';
import { MESSAGES } from '../store/messages.js';

const isEntryList = (json: string): boolean => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every((e) => typeof e === 'object' && e !== null && typeof (e as { id?: unknown }).id === 'string');
  } catch {
    return false;
  }
};

/**
 * The cart calls check custom form answers written by the form engine (a list of
 * `{ id, type, rawTitle, value }`, widgets/form) with the browser's own rules: field id to
 * message, or null when they are valid, when the item has no custom form, or when the
 * answers are in another client's shape (kept as they are).
 */
export function customAnswerErrors(catalogue: Catalogue, itemId: string, json: string | null | undefined): Record<string, string> | null {
  if (!json || !isEntryList(json)) return null;
  const product = catalogue.products.find((p) => p.id === itemId);
  const parsed = FormDefinitionSchema.safeParse(product?.structuredContent.additionalFieldsForm);
  if (!parsed.success) return null;
  const { fields } = readForm(parsed.data);
  const errors = validateValues(fields, valuesFromEntries(json, fields));
  return Object.keys(errors).length ? errors : null;
}

/** 400 `{ message, errors }` for invalid answers, else null. */
export const refuseInvalidAnswers = (c: Context, catalogue: Catalogue, itemId: string, json: string | null | undefined): Response | null => {
  const errors = customAnswerErrors(catalogue, itemId, json);
  return errors ? c.json({ message: MESSAGES.invalidRequest, errors }, 400) : null;
};
