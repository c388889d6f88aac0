import type { CartEntry } from '../../src/contract/cart';
import { fr } from '../../src/i18n/fr';
import { readAnswers } from '../../src/domain/cart-answers';
import { entryName, fill, hasQuantityInput, lineCents, variantText } from '../../src/domain/cart-rules';
import { QuantityInput } from './quantity-input';
import { useAnswerDisplay } from './use-answer-display';

export interface EntryActions {
  setQuantity(entry: CartEntry, quantity: number): void;
  remove(entry: CartEntry): void;
  editAnswers(entry: CartEntry): void;
  /** a quantity above the stock was typed */
  tooMany(entry: CartEntry): void;
}

/**
 * One cart entry with the server-rendered classes (`cart-entry`, `cart-entry-title`,
 * `cart-entry-variant`, `cart-entry-quantity`, `cart-entry-total`,
 * `cart-entry-answers`), plus its quantity input, remove button and, when it has
 * custom form answers, the button that opens them for editing.
 */
export function CartEntryRow(props: { entry: CartEntry; max: number; money: (cents: number) => string; actions: EntryActions }) {
  const { entry, actions } = props;
  const name = entryName(entry);
  const variant = variantText(entry.chosenVariant.attributes);
  const answers = readAnswers(entry.additionalFields, useAnswerDisplay(entry.additionalFields));
  return (
    <li className="cart-entry sf-cart__entry" data-entry-id={entry.id}>
      <span className="cart-entry-title">{entry.title}</span>
      {variant ? <> <span className="cart-entry-variant">{variant}</span></> : null}{' '}
      {hasQuantityInput(entry) ? (
        <QuantityInput
          entryId={entry.id}
          name={name}
          quantity={entry.quantity}
          max={props.max}
          onCommit={(q) => actions.setQuantity(entry, q)}
          onTooMany={() => actions.tooMany(entry)}
        />
      ) : (
        <span className="cart-entry-quantity">× {entry.quantity}</span>
      )}{' '}
      <span className="cart-entry-total">{props.money(lineCents(entry))}</span>{' '}
      <button type="button" className="sf-cart__remove" aria-label={fill(fr.cartRemoveOf, { title: name })} onClick={() => actions.remove(entry)}>
        {fr.cartRemove}
      </button>
      {answers && answers.length ? (
        <ul className="cart-entry-answers">
          {answers.map((a) => (
            <li key={a.key}>
              {a.label} : {a.text}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.additionalFields !== null ? (
        <button type="button" className="sf-cart__edit-answers" aria-label={fill(fr.cartEditAnswersOf, { title: name })} onClick={() => actions.editAnswers(entry)}>
          {fr.cartEditAnswers}
        </button>
      ) : null}
    </li>
  );
}
