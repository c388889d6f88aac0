import { array, boolean, number, object, optional, string } from './zod';
import type { output } from './zod';

/**
 * The form model on the wire (docs/behaviour.md §3 "Forms", 7): a form definition as the site's
 * data and GET /api/template/GetTemplateSchema carry it (the calls' bodies and answers
 * are in ./form-calls, which the browser loads with the first submission). The field
 * `type` stays a string here; src/forms/fields.ts reads it into a known kind (an
 * unknown type is a single-value text field, a section is no field at all).
 */
export const FormFieldSchema = object({
  id: string(),
  type: string(),
  title: optional(string()),
  required: optional(boolean()),
  description: optional(string()),
  /** select, radio and checkbox choices */
  options: optional(array(string())),
  /** likert questions */
  questions: optional(array(string())),
  /** likert: the labels of the scores -2 to 2, in the form's language (five, or the platform's defaults) */
  likertLabels: optional(array(string())),
  /** textarea `data-max-length` (0 or absent: no limit) */
  maxLength: optional(number()),
  /** a text field holding a link: `url` */
  format: optional(string()),
  /** a hidden field's value */
  value: optional(string()),
  /** a file field's accepted types (`pdf`, `jpg`, `png`, `gif`, `webp`; src/forms/files.ts) */
  accept: optional(array(string())),
  /** a file field's size limit in bytes */
  maxSize: optional(number()),
});
export type FormFieldInput = output<typeof FormFieldSchema>;

export const FormDefinitionSchema = object({
  id: string(),
  name: optional(string()),
  fields: array(FormFieldSchema),
  submitButtonText: optional(string()),
  /** shown in place of the form after a successful submission */
  submissionMessage: optional(string()),
  /** where to go after a successful submission (http(s) or same-site relative only) */
  successUrl: optional(string()),
  /** the bot check's action name; absent: no bot check on this form */
  captchaAction: optional(string()),
});
export type FormDefinitionInput = output<typeof FormDefinitionSchema>;
