import { type TextParts, textPart } from '../domain/text-parts';
import { frForms } from '../i18n/forms';
import { type AnswerValue, isEmptyAnswer, likertLabel, parseAnswer } from './answers';
import { type FieldKind, kindOf } from './fields';

/*
 * The shown text of answers (the cart page, the owner page). Apart from answers.ts: a form
 * block does not need it, it loads with the custom form modal.
 */

/** A non-empty answer other than a likert's scores, as text. */
const shownText = (kind: FieldKind, value: AnswerValue): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  const v = value as Record<string, string>;
  if (kind === 'date') return [v['Day'], v['Month'], v['Year']].filter(Boolean).join('/');
  if (kind === 'file') return v['Name'] ?? '';
  if (kind === 'time') return `${[v['Hour'], v['Minute'], v['Second']].filter(Boolean).join(':')}${v['Ampm'] ? ` ${v['Ampm']}` : ''}`;
  return Object.values(v).filter((p) => p.trim() !== '').join(kind === 'address' ? ', ' : ' ');
};

/**
 * The shown text of an answer in runs, each English default marked (src/domain/text-parts.ts):
 * "N/A" when empty (docs/behaviour.md §5); a likert score by the form's own labels when it
 * has them, else by the platform's English ones ("Question : Strongly Disagree ; …").
 */
export const answerParts = (kind: FieldKind, value: AnswerValue, likertLabels: readonly string[] = []): TextParts => {
  if (isEmptyAnswer(value)) return [textPart(frForms.notApplicable)];
  if (kind === 'likert' && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([q, s], i) => [{ text: `${i ? ' ; ' : ''}${q} : ` }, textPart(likertLabel(s, likertLabels))]);
  }
  return [textPart(shownText(kind, value))];
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The shown text of one saved answer of the cart's list (`{ type, value }`, as
 * `answerEntries` writes it), in its kind's shape and in runs (`answerParts`); null when
 * the entry names no kind (the cart then shows the value as it is).
 */
export const entryParts = (entry: Readonly<Record<string, unknown>>): TextParts | null => {
  const type = entry['type'];
  const kind = typeof type === 'string' && type.trim() !== '' ? kindOf(type) : null;
  if (!kind) return null;
  const raw = entry['value'];
  const questions = kind === 'likert' && isRecord(raw) ? Object.keys(raw) : [];
  return answerParts(kind, parseAnswer({ kind, questions, options: [] }, raw));
};
