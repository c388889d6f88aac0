/** The form calls of docs/behaviour.md §7 (plain constants: no schema is bundled with them). */
export const formRoutes = {
  templateSchema: '/api/template/GetTemplateSchema',
  validate: (formId: string) => `/api/rest/forms/validate/${encodeURIComponent(formId)}`,
  submissionKey: '/api/form/FormSubmissionKey',
  save: '/api/form/SaveFormSubmission',
  upload: '/api/form/UploadFile',
} as const;
