import type { FormDefinitionInput, FormFieldInput } from '../contract/form';
import { type FileType, acceptedTypes, maxFileBytes } from './files';

/**
 * The field model (docs/behaviour.md §3 "Forms"): one model for the contact and newsletter blocks
 * and the custom product form. Pure data, no DOM.
 */
export const FIELD_KINDS = [
  'address',
  'checkbox',
  'date',
  'hidden',
  'likert',
  'name',
  'phone',
  'radio',
  'select',
  'time',
  'text',
  'email',
  'textarea',
  'file',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface Field {
  id: string;
  kind: FieldKind;
  title: string;
  required: boolean;
  description: string;
  /** select, radio, checkbox */
  options: readonly string[];
  /** likert */
  questions: readonly string[];
  /** likert: the form's own labels of the scores -2 to 2; empty: the platform's defaults */
  likertLabels: readonly string[];
  /** textarea `data-max-length`; 0: no limit, no counter */
  maxLength: number;
  /** a text field that holds a link */
  isUrl: boolean;
  /** a hidden field's value */
  value: string;
  /** file: the accepted types and the size limit in bytes (src/forms/files.ts) */
  accept: readonly FileType[];
  maxBytes: number;
}

export interface FormModel {
  id: string;
  name: string;
  fields: readonly Field[];
  submitButtonText: string | null;
  submissionMessage: string | null;
  successUrl: string | null;
  captchaAction: string | null;
}

const KIND_SET: ReadonlySet<string> = new Set(FIELD_KINDS);
const isKind = (type: string): type is FieldKind => KIND_SET.has(type);

/** Field types the platform spells otherwise, read as one of ours. */
const ALIASES: Readonly<Record<string, FieldKind>> = { 'single-value': 'text', 'single-text': 'text', website: 'text', url: 'text' };

/** A field's kind; a section (or anything without an id) is not a value: `null`. An unknown type is single-value text. */
export const kindOf = (type: string): FieldKind | null => {
  const t = type.trim().toLowerCase();
  if (t === 'section') return null;
  if (isKind(t)) return t;
  return ALIASES[t] ?? 'text';
};

/** A likert scale has five scores, -2 to 2. */
const LIKERT_SCORES = 5;

const maxLengthOf = (n: number | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export const readField = (input: FormFieldInput): Field | null => {
  const kind = kindOf(input.type);
  if (kind === null || input.id.trim() === '') return null;
  const type = input.type.trim().toLowerCase();
  return {
    id: input.id,
    kind,
    title: input.title ?? input.id,
    required: input.required === true,
    description: input.description ?? '',
    options: input.options ?? [],
    questions: input.questions ?? [],
    likertLabels: kind === 'likert' && input.likertLabels?.length === LIKERT_SCORES ? input.likertLabels : [],
    maxLength: kind === 'textarea' ? maxLengthOf(input.maxLength) : 0,
    isUrl: kind === 'text' && (input.format === 'url' || type === 'website' || type === 'url'),
    value: input.value ?? '',
    accept: kind === 'file' ? acceptedTypes(input.accept) : [],
    maxBytes: kind === 'file' ? maxFileBytes(input.maxSize) : 0,
  };
};

/** The model of a parsed definition: sections dropped, fields with a repeated id kept once. */
export const readForm = (input: FormDefinitionInput): FormModel => {
  const seen = new Set<string>();
  const fields: Field[] = [];
  for (const raw of input.fields) {
    const field = readField(raw);
    if (field && !seen.has(field.id)) {
      seen.add(field.id);
      fields.push(field);
    }
  }
  return {
    id: input.id,
    name: input.name ?? '',
    fields,
    submitButtonText: input.submitButtonText ?? null,
    submissionMessage: input.submissionMessage ?? null,
    successUrl: input.successUrl ?? null,
    captchaAction: input.captchaAction ?? null,
  };
};
