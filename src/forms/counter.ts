import { frForms } from '../i18n/forms';

/** Characters as the counter counts them (UTF-16 units, as the browser's maxlength does). */
export const charCount = (value: string): number => value.length;

/** The "count / max" counter of a textarea with a maximum (docs/behaviour.md §5), or null without one. */
export const counterText = (value: string, max: number): { text: string; over: boolean } | null =>
  max > 0
    ? { text: frForms.counter.replace('{count}', String(charCount(value))).replace('{max}', String(max)), over: charCount(value) > max }
    : null;
