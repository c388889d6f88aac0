import { INSTALMENT_PILL_MIN_WIDTH } from '../../src/domain/instalment';
import type { InstalmentPillText } from '../../src/domain/instalment-text';

/**
 * Writes a pill's words into its server-rendered markup (docs/markup-contract.md "The
 * instalment pill"): the text, the in-range or out-of-range class, the language and
 * the info button's name. Text only. No pill (an item that is not eligible) hides it.
 * The minimum width (docs/behaviour.md §9) keeps the pill's box steady as its words change.
 */
export const renderPill = (pill: HTMLElement, view: InstalmentPillText | null): void => {
  pill.hidden = !view;
  pill.style.minWidth = INSTALMENT_PILL_MIN_WIDTH;
  if (!view) return;
  pill.lang = view.language;
  pill.classList.toggle('sf-instalment--in-range', view.kind === 'inRange');
  pill.classList.toggle('sf-instalment--out-of-range', view.kind !== 'inRange');
  const text = pill.querySelector('.sf-instalment__text');
  if (text) text.textContent = view.text;
  pill.querySelector('.sf-instalment__info')?.setAttribute('aria-label', view.info);
};
