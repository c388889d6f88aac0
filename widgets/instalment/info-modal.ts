import type { InstalmentOffer } from '../../src/domain/instalment';
import { instalmentModalFiles } from '../../src/domain/instalment';
import { instalmentModalText } from '../../src/domain/instalment-text';
import { sanitizeProviderHtml } from '../../src/html/sanitize';

/**
 * The instalment info modal (issue 9 point 11; docs/behaviour.md §4): a native modal <dialog>
 * labelled by its title, opened at once with the provider's static HTML for the
 * shopper's language and country (falling back to English (US)) fetched from the
 * configured base URL, sanitised by DOMPurify (src/html/sanitize.ts) and appended as
 * nodes. Escape, the close button or a click outside the dialog close it, and focus
 * returns to the info button. A failed load is only logged (docs/behaviour.md §8): the dialog
 * keeps its title and close button.
 */
const TIMEOUT_MS = 10_000;
const loaded = new Map<string, Promise<string>>();

const fetchText = (url: string): Promise<string> => {
  let text = loaded.get(url);
  if (!text) {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
    text = fetch(url, { credentials: 'omit', signal }).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status} for ${url}`))));
    text.catch(() => loaded.delete(url)); // the next opening tries again
    loaded.set(url, text);
  }
  return text;
};

/** The first file that loads, in order; the last failure when none does. */
export const loadProviderHtml = async (offer: InstalmentOffer, baseUrl: string): Promise<string> => {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : baseUrl + '/', document.baseURI);
  let failure: unknown;
  for (const file of instalmentModalFiles(offer)) {
    try {
      return await fetchText(new URL(file, base).href);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
};

let current: HTMLDialogElement | undefined;

const outside = (dialog: HTMLDialogElement, e: MouseEvent): boolean => {
  if (e.target !== dialog) return false; // a click on the content
  const r = dialog.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
};

export const openInstalmentInfo = (offer: InstalmentOffer, baseUrl: string, opener: HTMLElement): HTMLDialogElement => {
  if (current?.open) return current; // a replayed click
  const text = instalmentModalText(offer);
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-instalment-modal';
  dialog.lang = offer.language;
  dialog.setAttribute('aria-labelledby', 'sf-instalment-modal-title');
  const title = document.createElement('h2');
  title.id = 'sf-instalment-modal-title';
  title.className = 'sf-instalment-modal__title';
  title.textContent = text.title;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sf-instalment-modal__close';
  close.textContent = text.close;
  close.autofocus = true;
  close.addEventListener('click', () => dialog.close());
  const content = document.createElement('div');
  content.className = 'sf-instalment-modal__content';
  content.setAttribute('aria-busy', 'true');
  dialog.append(title, close, content);
  dialog.addEventListener('click', (e) => outside(dialog, e) && dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (current === dialog) current = undefined;
    if (opener.isConnected) opener.focus();
  });
  document.body.append(dialog);
  current = dialog;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  loadProviderHtml(offer, baseUrl).then(
    (html) => content.replaceChildren(sanitizeProviderHtml(html)),
    (error: unknown) => console.warn('[storefront] the instalment info could not be loaded; the dialog shows its title only.', error),
  ).finally(() => content.removeAttribute('aria-busy'));
  return dialog;
};
