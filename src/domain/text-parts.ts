import { langOf } from '../i18n/catalogue';

/**
 * Shown text in runs, each with its language when it is not the page's: an answer's
 * question in the shopper's words, its likert label one of the platform's English defaults
 * ("Strongly Disagree"). A renderer wraps a run with `lang` in `<span lang="…">`, so a
 * French voice does not read English as French (issue 32 row 6, WCAG 3.1.2).
 */
export interface TextPart {
  readonly text: string;
  /** `"en"` for the catalogue's English strings on a page in another language (`langOf`) */
  readonly lang?: string;
}
export type TextParts = readonly TextPart[];

/** One run, marked `lang="en"` when it is one of the catalogue's English strings. */
export const textPart = (text: string): TextPart => {
  const lang = langOf(text);
  return lang ? { text, lang } : { text };
};

/** The runs as one plain string. */
export const partsText = (parts: TextParts): string => parts.map((p) => p.text).join('');
