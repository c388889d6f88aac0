import { fr } from '../i18n/fr';
import { type TextParts, partsText, textPart } from './text-parts';

/**
 * Custom form answers of a cart entry (`additionalFields`, a JSON string, docs/behaviour.md §3).
 * Read as a list of `{ label | rawTitle | title, value }` (what the platform and the
 * reference backend store) or as a map of field to value. Values take the answer
 * shapes of docs/behaviour.md §3 (text, a list for checkboxes, parts for address, name, date…).
 */
export interface Answer {
  /** index in the list, or the map key */
  key: string;
  label: string;
  /** shown text; "N/A" for an empty answer (docs/behaviour.md §5) */
  text: string;
  /** the shown text in runs, its English defaults marked (src/domain/text-parts.ts) */
  parts: TextParts;
  /** text answers can be edited as text fields; composite ones are shown only */
  editable: boolean;
  /** the text field's starting value: the answer itself, "" when empty */
  raw: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shown text of one value: lists joined with ", ", parts with " ", empty as "N/A". */
export const answerText = (value: unknown): string => {
  const parts = (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value])
    .map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''))
    .filter((v) => v !== '');
  return parts.length ? parts.join(Array.isArray(value) ? ', ' : ' ') : fr.notApplicable;
};

const isEditable = (value: unknown) => value === undefined || value === null || typeof value === 'string' || typeof value === 'number';

const answer = (key: string, label: string, value: unknown, shown?: TextParts | null): Answer => {
  const parts = shown ?? [textPart(answerText(value))];
  return {
    key,
    label,
    text: partsText(parts),
    parts,
    editable: isEditable(value),
    raw: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
  };
};

const labelOf = (field: Record<string, unknown>, fallback: string): string => {
  for (const key of ['label', 'rawTitle', 'title', 'name', 'id']) {
    const v = field[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return fallback;
};

/** Words a list entry by its field kind, in runs (the form engine's `entryParts`, src/forms); null for entries it does not know. */
export type AnswerDisplay = (field: Record<string, unknown>) => TextParts | null;

/** The answers, `[]` when there are none, `null` when the JSON cannot be read; list entries worded by `display` when given. */
export const readAnswers = (json: string | null, display?: AnswerDisplay): Answer[] | null => {
  if (json === null || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) {
    return parsed.map((field, i) => {
      const f = isRecord(field) ? field : { value: field };
      return answer(String(i), labelOf(f, `#${i + 1}`), f['value'], display?.(f));
    });
  }
  if (isRecord(parsed)) {
    return Object.entries(parsed).map(([key, value]) => answer(key, key, value));
  }
  return null;
};

/** The JSON with the edited text answers replaced, everything else kept as it was (unreadable JSON has nothing to edit). */
export const writeAnswers = (json: string, edits: Readonly<Record<string, string>>): string => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json;
  }
  if (Array.isArray(parsed)) {
    return JSON.stringify(
      parsed.map((field, i) => {
        const edit = edits[String(i)];
        if (edit === undefined) return field;
        return isRecord(field) ? { ...field, value: edit } : edit;
      }),
    );
  }
  if (isRecord(parsed)) return JSON.stringify({ ...parsed, ...edits });
  return json;
};

