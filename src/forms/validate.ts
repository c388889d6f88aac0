import { frFormMessages as frForms } from '../i18n/form-messages';
import { type AnswerValue, isEmptyAnswer, parseAnswer } from './answers';
import { charCount } from './counter';
import type { Field } from './fields';
import { FILE_TYPES, type FileType, UPLOAD_ID } from './files';
import { checkPostalCode } from './postal-codes';

export { charCount, counterText } from './counter';

/**
 * Field validation (docs/behaviour.md §5 "Custom product forms", "Contact and newsletter forms",
 * "Postal codes"): the one rule set, run in the browser before any call and by the
 * reference backend on the same values. Each check answers the message to show at the
 * field, or null. Never throws, whatever the value.
 */
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 256;
export const URL_MAX = 2083;

/** Something@something.tld, no spaces, one @ (the usual HTML-like email pattern). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (value: string): boolean =>
  value.length >= EMAIL_MIN && value.length <= EMAIL_MAX && EMAIL.test(value);

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

const checkUrl = (value: string): string | null => {
  if (value.length > URL_MAX) return fill(frForms.urlTooLong, { max: URL_MAX });
  return /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i.test(value)
    ? null
    : fill(frForms.linkFormat, { 0: 'http://exemple.fr', 1: 'https://exemple.fr' });
};

const checkDate = (v: Record<string, string>): string | null => {
  const [m, d, y] = [Number(v['Month']), Number(v['Day']), Number(v['Year'])];
  if (!Number.isInteger(m) || !Number.isInteger(d) || !Number.isInteger(y) || !/^\d{4}$/.test((v['Year'] ?? '').trim())) return frForms.dateInvalid;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? null : frForms.dateInvalid;
};

const inRange = (s: string | undefined, min: number, max: number) => {
  const t = (s ?? '').trim();
  return t === '' || (/^\d{1,2}$/.test(t) && Number(t) >= min && Number(t) <= max);
};
const checkTime = (v: Record<string, string>): string | null => {
  const ampm = (v['Ampm'] ?? '').trim().toUpperCase();
  const twelve = ampm === 'AM' || ampm === 'PM';
  if (ampm !== '' && !twelve) return frForms.timeInvalid;
  if ((v['Hour'] ?? '').trim() === '' || !inRange(v['Hour'], twelve ? 1 : 0, twelve ? 12 : 23)) return frForms.timeInvalid;
  return inRange(v['Minute'], 0, 59) && inRange(v['Second'], 0, 59) ? null : frForms.timeInvalid;
};

/** A file field's answer: none (a name is required when the field is), or an upload the server gave an id. */
const checkFileAnswer = (field: Field, value: AnswerValue, empty: boolean): string | null => {
  if (empty) return field.required ? frForms.fileNameRequired : null;
  const upload = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>)['Upload'] : '';
  return UPLOAD_ID.test(upload ?? '') ? null : frForms.fileProcessFailed;
};

/** The message for one field's answer, or null when it is valid. */
export const checkAnswer = (field: Field, value: AnswerValue): string | null => {
  const empty = isEmptyAnswer(value);
  if (field.kind === 'likert') {
    const answered = typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).length : 0;
    return field.required && answered < field.questions.length ? frForms.likertMissing : null;
  }
  if (field.kind === 'file') return checkFileAnswer(field, value, empty);
  if (empty) return field.required && field.kind !== 'hidden' ? frForms.required : null;
  if (typeof value === 'string') {
    if (field.kind === 'email') return isValidEmail(value.trim()) ? null : frForms.emailInvalid;
    if (field.kind === 'textarea' && field.maxLength > 0 && charCount(value) > field.maxLength)
      return fill(frForms.tooLong, { max: field.maxLength });
    if (field.isUrl) return checkUrl(value.trim());
    if ((field.kind === 'select' || field.kind === 'radio') && field.options.length > 0 && !field.options.includes(value))
      return frForms.required;
    return null;
  }
  if (Array.isArray(value)) return field.options.length > 0 && value.some((v) => !field.options.includes(v)) ? frForms.required : null;
  const parts = value as Record<string, string>;
  if (field.kind === 'address') {
    if (field.required && ['Line1', 'City', 'Zip', 'Country'].some((p) => (parts[p] ?? '').trim() === '')) return frForms.required;
    return checkPostalCode(parts['Country'] ?? '', parts['Zip'] ?? '');
  }
  if (field.kind === 'name') return field.required && ['First', 'Last'].some((p) => (parts[p] ?? '').trim() === '') ? frForms.required : null;
  if (field.kind === 'date') return checkDate(parts);
  if (field.kind === 'time') return checkTime(parts);
  if (field.kind === 'phone') {
    const digits = Object.values(parts).join('').replace(/[\s().+-]/g, '');
    return /^\d{4,20}$/.test(digits) ? null : frForms.phoneInvalid;
  }
  return null;
};

/** Every field's message by field id (only the invalid ones), for raw values by field id. */
export const validateValues = (fields: readonly Field[], values: Readonly<Record<string, unknown>>): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = Object.prototype.hasOwnProperty.call(values, field.id) ? values[field.id] : undefined;
    const message = checkAnswer(field, parseAnswer(field, raw));
    if (message) errors[field.id] = message;
  }
  return errors;
};

export interface FileFacts {
  readonly name: string;
  readonly size: number;
  /** the MIME type the browser gives (may be "") */
  readonly mime: string;
}

/**
 * The message for a chosen file, or null when it may be uploaded: a name, a size within the
 * limit, an accepted type (docs/forms.md "File fields"; the server checks the bytes again).
 */
export function checkFile(file: FileFacts, types: readonly FileType[], maxBytes: number): string | null {
  if (file.name.trim() === '') return frForms.fileNameRequired;
  if (file.size > maxBytes) return frForms.fileTooLarge.replace('{max}', sizeText(maxBytes));
  const type = claimedType(file.name, file.mime);
  return type !== null && types.includes(type) ? null : frForms.fileType;
}

/** The type a file claims in the browser: its extension, else its MIME type; null when neither is a known type. */
export function claimedType(name: string, mime: string): FileType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const byName = (Object.keys(FILE_TYPES) as FileType[]).find((t) => (FILE_TYPES[t].extensions as readonly string[]).includes(extension));
  return byName ?? (Object.keys(FILE_TYPES) as FileType[]).find((t) => FILE_TYPES[t].mime === mime) ?? null;
}

/** A size as a French shopper reads it: "850 octets", "120 Ko", "2 Mo", "1,5 Mo". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} octets`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'Ko'] : [bytes / (1024 * 1024), 'Mo'];
  const rounded = Math.round(value * 10) / 10;
  return `${String(rounded).replace('.', ',')} ${unit}`;
}
