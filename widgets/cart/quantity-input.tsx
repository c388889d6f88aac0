import { useEffect, useRef, useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/contract/calls';
import { fr } from '../../src/i18n/fr';
import { frPurchase, tooFewMessage } from '../../src/i18n/purchase';
import { checkQuantity } from '../../src/domain/quantity';
import { fill } from '../../src/domain/cart-rules';

/**
 * The entry's quantity stepper: − and + buttons around a number input (1 to 9999,
 * step 1) committed on the native `change` event (Enter, leaving the field, or the
 * spin buttons), so typing "12" sends one call, not two. A value that is not a whole
 * number stays in the field, marked invalid with its reason under it and said in the cart's
 * live region (issue 32 row 10: "La quantité doit être d'au moins 1."); one above the stock
 * goes back, and the shopper is told how many are left ("Il n'en reste que 2.").
 */
type Ref<T> = { readonly current: T };

/** Why the field cannot take `text` (not a number, not whole, under 1), else `null` (above 9999: the stock rule says it). */
export function typedQuantityProblem(text: string): string | null {
  const checked = checkQuantity(text);
  if (!checked.ok) return checked.problem === 'not-a-number' ? frPurchase.quantityNotANumber : frPurchase.subscriptionQuantityNotWhole;
  return tooFewMessage(checked.quantity);
}

type Limit = { max: number; onTooMany: () => void; onProblem: (message: string | null) => void };

/**
 * The input's `change`: a whole number in range commits; one the field cannot take is
 * said (`onProblem`) and stays; above the stock it goes back and the shopper is told.
 */
function useChangeCommit(ref: Ref<HTMLInputElement | null>, current: Ref<number>, limit: Ref<Limit>, commit: Ref<(quantity: number) => void>) {
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onChange = () => {
      const problem = typedQuantityProblem(input.value);
      limit.current.onProblem(problem);
      if (problem) return;
      const n = Number(input.value);
      if ((n > limit.current.max && n > current.current) || n > QUANTITY_MAX) {
        input.value = String(current.current);
        if (n <= QUANTITY_MAX) limit.current.onTooMany();
      } else if (n !== current.current) commit.current(n);
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);
}

type QuantityProps = {
  entryId: string;
  name: string;
  quantity: number;
  /** stock limit (stock-limits.ts) */
  max: number;
  onCommit: (quantity: number) => void;
  /** a quantity above `max`: the value goes back and the shopper is told */
  onTooMany: () => void;
  /** a quantity the field cannot take: its reason, to say in the cart's live region */
  onBadQuantity: (message: string) => void;
};

/** The field's state: its committed quantity, what it says is wrong (`problem`), and the − and + steps. */
function useQuantity(props: QuantityProps) {
  const ref = useRef<HTMLInputElement>(null);
  const commit = useRef(props.onCommit);
  commit.current = props.onCommit;
  const current = useRef(props.quantity);
  current.current = props.quantity;
  const [problem, setProblem] = useState<string | null>(null);
  const onProblem = (message: string | null) => {
    setProblem(message);
    if (message) props.onBadQuantity(message);
  };
  const limit = useRef<Limit>({ max: props.max, onTooMany: props.onTooMany, onProblem });
  limit.current = { max: props.max, onTooMany: props.onTooMany, onProblem };

  useEffect(() => {
    const input = ref.current;
    if (input && input.value !== String(props.quantity)) input.value = String(props.quantity);
    setProblem(null);
  }, [props.quantity]);

  useChangeCommit(ref, current, limit, commit);

  const step = (by: 1 | -1) => {
    const n = current.current + by;
    if (n < QUANTITY_MIN || n > QUANTITY_MAX) return;
    if (by > 0 && n > limit.current.max) limit.current.onTooMany();
    else commit.current(n);
  };

  return { ref, problem, step };
}

export function QuantityInput(props: QuantityProps) {
  const { ref, problem, step } = useQuantity(props);
  const id = `sf-cart-quantity-${props.entryId}`;
  return (
    <>
      <span className="cart-entry-quantity sf-cart__quantity sf-stepper">
        <label className="sf-sr" htmlFor={id}>
          {fr.cartQuantity}
        </label>
        <button type="button" className="sf-stepper__step" aria-label={fill(fr.cartDecrease, { title: props.name })} disabled={props.quantity <= QUANTITY_MIN} onClick={() => step(-1)}>
          −
        </button>
        <input
          ref={ref}
          id={id}
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={Math.min(props.max, QUANTITY_MAX)}
          step={1}
          defaultValue={String(props.quantity)}
          aria-label={fill(fr.cartQuantityOf, { title: props.name })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="button" className="sf-stepper__step" aria-label={fill(fr.cartIncrease, { title: props.name })} onClick={() => step(1)}>
          +
        </button>
      </span>
      {problem ? (
        <p id={`${id}-problem`} className="sf-cart__quantity-problem">
          {problem}
        </p>
      ) : null}
    </>
  );
}
