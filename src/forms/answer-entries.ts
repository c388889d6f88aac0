import type { Field, FieldKind } from './fields';
import { type AnswerValue, isRecord, parseAnswer } from './answers';

/**
 * The answers of a custom product form as the cart's `additionalFields` list holds them
 * (docs/behaviour.md §5): written when the modal saves, read back when the cart edits them. Apart
 * from ./answers so that a contact page, which never writes cart answers, does not load it.
 */

/** One answer as the cart's `additionalFields` list holds it (read back by src/domain/cart-answers.ts). */
export interface AnswerEntry { id: string; type: FieldKind; rawTitle: string; value: AnswerValue }

/** The cart's `additionalFields` list for the answered form. */
export const answerEntries = (fields: readonly Field[], values: Readonly<Record<string, unknown>>): AnswerEntry[] =>
  fields
    .filter((f) => f.kind !== 'hidden')
    .map((f) => ({ id: f.id, type: f.kind, rawTitle: f.title, value: parseAnswer(f, values[f.id]) }));

const TITLE_KEYS = ['rawTitle', 'label', 'title'];

/**
 * The values by field id from an `additionalFields` JSON string (for editing): list
 * entries by their `id`, or else (answers saved by another client) by their title
 * matched to a field of `fields`; a map as it is. `{}` when it cannot be read.
 */
export const valuesFromEntries = (json: string | null, fields: readonly Pick<Field, 'id' | 'title'>[] = []): Record<string, unknown> => {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  const out: Record<string, unknown> = {};
  if (Array.isArray(parsed)) {
    for (const e of parsed) {
      if (!isRecord(e)) continue;
      const title = TITLE_KEYS.map((k) => e[k]).find((v): v is string => typeof v === 'string');
      const id = typeof e['id'] === 'string' ? e['id'] : fields.find((f) => f.title === title)?.id;
      if (id !== undefined) out[id] = e['value'];
    }
  } else if (isRecord(parsed)) Object.assign(out, parsed);
  return out;
};

