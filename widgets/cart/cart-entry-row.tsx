import type { CartEntry } from '../../src/contract/cart';
import { fr } from '../../src/i18n/fr';
import { entryName, fill, hasQuantityInput } from '../../src/domain/cart-rules';
import { cartEntrySource, lineItem } from '../../src/domain/line-item';
import { LineItemRow } from './line-item';
import { QuantityInput } from './quantity-input';
import { useAnswerDisplay } from './use-answer-display';

export interface EntryActions {
  setQuantity(entry: CartEntry, quantity: number): void;
  remove(entry: CartEntry): void;
  editAnswers(entry: CartEntry): void;
  /** a quantity above the stock was asked for; `left` units can be had (0: none) */
  tooMany(entry: CartEntry, left: number): void;
  /** a quantity the field cannot take (under 1, not a whole number): `message` says why */
  badQuantity(entry: CartEntry, message: string): void;
}

/**
 * One cart entry as a line item (line-item.tsx, with the server-rendered classes
 * `cart-entry`, `cart-entry-title`, `cart-entry-variant`, `cart-entry-quantity`,
 * `cart-entry-total`, `cart-entry-answers`), its quantity stepper, remove button and,
 * when it has custom form answers, the button that opens them for editing.
 */
export function CartEntryRow(props: { entry: CartEntry; max: number; left: number; money: (cents: number) => string; actions: EntryActions }) {
  const { entry, actions } = props;
  const name = entryName(entry);
  const item = lineItem(cartEntrySource(entry), useAnswerDisplay(entry.additionalFields));
  const quantity = hasQuantityInput(entry) ? (
    <QuantityInput
      entryId={entry.id}
      name={name}
      quantity={entry.quantity}
      max={props.max}
      onCommit={(q) => actions.setQuantity(entry, q)}
      onTooMany={() => actions.tooMany(entry, props.left)}
      onBadQuantity={(message) => actions.badQuantity(entry, message)}
    />
  ) : (
    <span className="cart-entry-quantity">× {entry.quantity}</span>
  );
  const buttons = (
    <>
      <button type="button" className="sf-cart__remove sf-link-button" aria-label={fill(fr.cartRemoveOf, { title: name })} onClick={() => actions.remove(entry)}>
        {fr.cartRemove}
      </button>
      {entry.additionalFields !== null ? (
        <button type="button" className="sf-cart__edit-answers sf-link-button" aria-label={fill(fr.cartEditAnswersOf, { title: name })} onClick={() => actions.editAnswers(entry)}>
          {fr.cartEditAnswers}
        </button>
      ) : null}
    </>
  );
  return <LineItemRow item={item} money={props.money} quantity={quantity} actions={buttons} entryId={entry.id} />;
}
