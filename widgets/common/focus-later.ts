import { scrollToElement } from './scroll';

/**
 * The one rule for focus moved after an asynchronous step (issue 32 row 5, WCAG 2.4.3,
 * 3.2.2): a widget moves focus at the end of an action only when focus is still where it
 * was when the action began, or fell to <body> because the widget hid that element.
 * A shopper who moved on meanwhile (Tab into another form and typing) keeps their place.
 *
 * `const later = focusLater();` when the action starts; `later(target)` when it ends.
 */
export const focusLater = (): ((target: HTMLElement | null | undefined) => void) => {
  const start = document.activeElement;
  return (target) => {
    const now = document.activeElement;
    if (target && (now === start || now === null || now === document.body)) focusAndReveal(target);
  };
};

/**
 * Focus on `target`, then the page scrolls to it as the platform's scroller does (./scroll.ts),
 * not at once; inside a dialog, the browser's own scroll.
 */
export const focusAndReveal = (target: HTMLElement): void => {
  if (target.closest('dialog')) return target.focus();
  target.focus({ preventScroll: true });
  void scrollToElement(target);
};
