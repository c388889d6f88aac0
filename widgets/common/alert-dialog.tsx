import { useEffect, useRef } from 'react';
import { langOf } from '../../src/i18n/catalogue';
import { frPurchase } from '../../src/i18n/purchase';

/**
 * An accessible alert (docs/behaviour.md §8 titles such as "Impossible d'ajouter l'article"):
 * a native <dialog> opened with showModal(), labelled by its title, closed with
 * Escape or its button, focus returned to the opener by the browser.
 */
export function AlertDialog(props: { title?: string; message: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="sf-alert" role="alertdialog" aria-labelledby={props.title ? 'sf-alert-title' : 'sf-alert-message'} aria-describedby={props.title ? 'sf-alert-message' : undefined} onClose={props.onClose}>
      {props.title ? <h2 id="sf-alert-title" className="sf-alert__title" lang={langOf(props.title)}>{props.title}</h2> : null}
      <p id="sf-alert-message" className="sf-alert__message" lang={langOf(props.message)}>{props.message}</p>
      <form method="dialog">
        <button className="sf-alert__close sqs-button-element--primary" autoFocus>
          {frPurchase.ok}
        </button>
      </form>
    </dialog>
  );
}
