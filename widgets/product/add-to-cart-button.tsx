import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ApiError } from '../../src/api/errors';
import { messageFor, needsAlert } from '../../src/api/messages';
import { statusOf } from '../../src/domain/add-button-machine';
import { fr } from '../../src/i18n/fr';
import { emit } from '../../src/runtime/events';
import { AlertDialog } from '../shared/alert-dialog';
import { useButtonMachine } from './use-button-machine';

export interface AddToCartButtonProps {
  itemId: string;
  /** The idle label: custom text, the server-rendered label, or "Add To Cart". */
  label: string;
  /** Out of stock: disabled with "Épuisé" (SPEC.md 4). */
  soldOut: boolean;
  /** Attributes of the server-rendered button, kept so enhancing shifts nothing. */
  attributes: Record<string, string>;
  /** Makes the call; resolves with null on success or the typed failure. */
  add: () => Promise<ApiError | null>;
}

/** The add-to-cart button (SPEC.md 4), rendering the pure machine's state. */
export function AddToCartButton(props: AddToCartButtonProps) {
  const [alert, setAlert] = useState<{ title?: string; message: string } | null>(null);
  const [state, send] = useButtonMachine((reply) => {
    props.add().then(
      (error) => {
        if (!error) return reply({ type: 'success' });
        reply({ type: 'failure' });
        setAlert({ title: needsAlert(error) ? fr.addFailedTitle : undefined, message: messageFor(error) });
      },
      () => reply({ type: 'failure' }),
    );
  });

  useEffect(() => {
    emit('add-to-cart', { itemId: props.itemId, status: statusOf(state) });
  }, [state, props.itemId]);

  const label = props.soldOut ? fr.soldOut : state === 'adding' ? fr.adding : state === 'added' ? fr.added : props.label;
  const disabled = props.soldOut;
  const activate = () => {
    if (!disabled) send({ type: 'click' });
  };
  const { class: className = '', ...rest } = props.attributes;
  return (
    <>
      <div
        {...rest}
        className={`${className} sf-add-button sf-add-button--${state}${disabled ? ' sf-add-button--sold-out' : ''}`}
        role="button"
        tabIndex={0}
        aria-disabled={disabled || state !== 'idle' ? 'true' : undefined}
        aria-busy={state === 'adding' ? 'true' : undefined}
        onClick={activate}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            activate();
          }
        }}
      >
        <div className="sqs-add-to-cart-button-inner" aria-live="polite">
          {label}
        </div>
      </div>
      {alert ? createPortal(<AlertDialog title={alert.title} message={alert.message} onClose={() => setAlert(null)} />, document.body) : null}
    </>
  );
}
