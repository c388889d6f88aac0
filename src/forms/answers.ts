import { frForms } from '../i18n/forms';
import type { Field, FieldKind } from './fields';

/**
 * Answer shapes (docs/behaviour.md §3 "Forms"): what each field kind's value looks like, in the
 * submitted form JSON, the cart's `additionalFields` and the server's checks. The
 * parsers read anything (JSON from the page, the network or the cart) and never throw:
 * what does not fit becomes the empty answer.
 */
export interface AddressAnswer { Line1: string; Line2: string; City: string; State: string; Zip: string; Country: string }
export interface DateAnswer { Month: string; Day: string; Year: string }
export interface NameAnswer { First: string; Last: string }
export interface PhoneAnswer { Country: string; Areacode: string; Prefix: string; Line: string }
export interface TimeAnswer { Hour: string; Minute: string; Second: string; Ampm: string }
export interface FileAnswer { Upload: string; Name: string; Size: string }
/** likert: question to score ("-2".."2"), unanswered questions absent */
export type LikertAnswer = Record<string, string>;

export type AnswerValue = string | string[] | AddressAnswer | DateAnswer | NameAnswer | PhoneAnswer | TimeAnswer | FileAnswer | LikertAnswer;

export const PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  /** a file field: the upload's id, the file's name and size (src/forms/files.ts) */
  file: ['Upload', 'Name', 'Size'],
} as const;
export type PartsKind = keyof typeof PARTS;
export const isPartsKind = (kind: FieldKind): kind is PartsKind => kind in PARTS;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** The parts of a composite answer, from an object (by part name) or a list (in order). */
const parts = <K extends PartsKind>(kind: K, raw: unknown): Record<(typeof PARTS)[K][number], string> => {
  const names: readonly string[] = PARTS[kind];
  let list: unknown[] = [];
  if (Array.isArray(raw)) {
    list = raw.slice(0, names.length);
    // docs/behaviour.md §5: a phone answer with 3 parts gets a blank country part prepended
    if (kind === 'phone' && raw.length === 3) list = ['', ...raw];
  }
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    out[name] = text(isRecord(raw) ? raw[name] : list[i]);
  });
  return out as Record<(typeof PARTS)[K][number], string>;
};

const likert = (raw: unknown, questions: readonly string[]): LikertAnswer => {
  const out: LikertAnswer = {};
  if (!isRecord(raw)) return out;
  for (const q of questions) {
    const score = text(raw[q]).trim();
    if (/^(-2|-1|0|1|2)$/.test(score)) out[q] = score;
  }
  return out;
};

/** A field's answer from any input; never throws. */
export const parseAnswer = (field: Pick<Field, 'kind' | 'questions' | 'options'>, raw: unknown): AnswerValue => {
  const { kind } = field;
  if (isPartsKind(kind)) return parts(kind, raw);
  if (kind === 'likert') return likert(raw, field.questions);
  if (kind === 'checkbox') {
    const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
    return [...new Set(list.map(text).filter((v) => v !== ''))];
  }
  return text(raw);
};

/** True when nothing was answered: blank text, no box checked, every part blank, no likert score. */
export const isEmptyAnswer = (value: AnswerValue): boolean => {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((v) => v.trim() === '');
};

/** docs/behaviour.md §5: likert default labels for scores -2 to 2; a form that names its own (`likertLabels`, fields.ts) has them. */
const LIKERT_LABELS = [frForms.likertMinus2, frForms.likertMinus1, frForms.likert0, frForms.likert1, frForms.likert2];
export const likertLabel = (score: string, own: readonly string[] = []): string => (own.length ? own : LIKERT_LABELS)[Number(score) + 2] ?? score;
