import { fr } from '../../src/i18n/fr';

/**
 * The add error alert (SPEC.md 8; issue 3 point 12), loaded lazily on the first failure:
 * a native <dialog> opened with showModal() (the page is inert behind it), role
 * alertdialog, labelled by its title when there is one, else by its message; OK or
 * Escape closes it and focus returns to the button. Never window.alert; text only.
 */
let count = 0;

export const showAlert = (message: string, title: string | undefined, opener: HTMLElement | null): HTMLDialogElement => {
  const id = `sf-alert-${++count}`;
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-alert';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  const text = document.createElement('p');
  text.id = `${id}-message`;
  text.className = 'sf-alert__message';
  text.textContent = message;
  if (title) {
    const heading = document.createElement('h2');
    heading.id = `${id}-title`;
    heading.className = 'sf-alert__title';
    heading.textContent = title;
    dialog.append(heading);
    dialog.setAttribute('aria-labelledby', heading.id);
    dialog.setAttribute('aria-describedby', text.id);
  } else dialog.setAttribute('aria-labelledby', text.id);
  const form = document.createElement('form');
  form.method = 'dialog';
  const ok = document.createElement('button');
  ok.className = 'sf-alert__close sqs-button-element--primary';
  ok.textContent = fr.ok;
  ok.autofocus = true;
  form.append(ok);
  dialog.append(text, form);
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });
  document.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  ok.focus();
  return dialog;
};
