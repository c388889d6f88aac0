import { useState } from 'react';
import { fr } from '../../src/i18n/fr';
import { type Activation, AddToCartButton as ButtonWidget } from '../product/add-to-cart-button';
import { AlertDialog } from '../common/alert-dialog';
import { type AddToCartError, addToCartError, useAddToCart } from './use-add-to-cart';

export interface AddToCartButtonProps {
  itemId: string;
  sku: string;
  /** Default 1. */
  quantity?: number;
  /** The idle label; default "Add To Cart" (docs/behaviour.md §9). */
  label?: string;
  /** Out of stock: disabled with "Épuisé". */
  soldOut?: boolean;
  /** Added to the button's classes (it always has `sqs-add-to-cart-button sf-add-button sf-add-button--<state>`). */
  className?: string;
}

/**
 * The script-tag add-to-cart button for React apps: the same component on the same
 * pure machine ("Ajout en cours...", "Ajout effectué !" 1 s after success for 2 s,
 * idle 1 s after a failure, locked meanwhile, `storefront:add-to-cart` status events),
 * adding with `useAddToCart`, and the same error alert (a native `<dialog>`) with
 * docs/behaviour.md §8's messages. Closing the alert gives focus back to the button.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const { add } = useAddToCart();
  const [failure, setFailure] = useState<{ shown: AddToCartError; opener: HTMLElement | null } | null>(null);
  const activate = (): Activation => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const run = async () => {
      const result = await add({ itemId: props.itemId, sku: props.sku, quantity: props.quantity ?? 1 });
      if (!result.ok) setFailure({ shown: addToCartError(result.error), opener });
      return result.ok;
    };
    return { ok: true, run };
  };
  const close = () => {
    const opener = failure?.opener;
    setFailure(null);
    if (opener?.isConnected) opener.focus();
  };
  return (
    <>
      <ButtonWidget
        itemId={props.itemId}
        idle={props.label || fr.addToCart}
        soldOut={!!props.soldOut}
        addOn={false}
        attributes={{ class: `sqs-add-to-cart-button${props.className ? ' ' + props.className : ''}` }}
        activate={activate}
      />
      {failure ? <AlertDialog title={failure.shown.title} message={failure.shown.message} onClose={close} /> : null}
    </>
  );
}
