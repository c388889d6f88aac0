import { FormDefinitionSchema } from './form';
import { TOKEN_MAX } from './constants';
import { boolean, maxLength, number, object, optional, string, stringMap, unknown } from './zod';

/**
 * The form calls on the wire (docs/behaviour.md §4 "Custom form submission", 7): the custom form's
 * template and the submission calls of a form block. Apart from ./form (the definition a
 * page carries), so that a page with a form block loads these with its first submission.
 */

/** GET /api/template/GetTemplateSchema?type=form&formId= */
export const TemplateSchemaResponseSchema = object({ form: FormDefinitionSchema });

/** POST /api/rest/forms/validate/{formId}: a JSON map of field id to value. */
export const FormValuesSchema = stringMap(unknown());
/** Its answer: errors as a map of field id to message. */
export const FormValidateResponseSchema = object({ errors: stringMap(string()) });

/** POST /api/form/FormSubmissionKey */
export const FormSubmissionKeyResponseSchema = object({ data: object({ key: string() }) });

/** POST /api/form/SaveFormSubmission: key, form (JSON text of values by field id), captchaKey. */
export const SaveFormSubmissionRequestSchema = object({
  key: string().check(maxLength(TOKEN_MAX)),
  form: string(),
  captchaKey: optional(string().check(maxLength(TOKEN_MAX))),
});
export const SaveFormSubmissionResponseSchema = object({ success: optional(boolean()) });

/** POST /api/form/UploadFile?formId=&fieldId=: the file's bytes; its name in `X-File-Name` (URI-encoded). */
export const FileUploadResponseSchema = object({ uploadId: string(), name: string(), size: number() });
