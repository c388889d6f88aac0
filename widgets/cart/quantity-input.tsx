import { useEffect, useRef } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/contract/calls';
import { fr } from '../../src/i18n/fr';
import { fill } from '../../src/domain/cart-rules';

/**
 * The entry's quantity stepper: − and + buttons around a number input (1 to 9999,
 * step 1) committed on the native `change` event (Enter, leaving the field, or the
 * spin buttons), so typing "12" sends one call, not two. A value that is not a whole
 * number in range goes back; one above the stock goes back too, and the shopper is
 * told how many are left.
 */
type Ref<T> = { readonly current: T };

/** The input's `change`: a whole number in range commits; anything else goes back; above the stock it goes back and the shopper is told. */
function useChangeCommit(
  ref: Ref<HTMLInputElement | null>,
  current: Ref<number>,
  limit: Ref<{ max: number; onTooMany: () => void }>,
  commit: Ref<(quantity: number) => void>,
) {
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onChange = () => {
      const n = Number(input.value);
      if (input.value.trim() === '' || !Number.isInteger(n) || n < QUANTITY_MIN || n > QUANTITY_MAX) {
        input.value = String(current.current);
      } else if (n > limit.current.max && n > current.current) {
        input.value = String(current.current);
        limit.current.onTooMany();
      } else if (n !== current.current) commit.current(n);
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);
}

export function QuantityInput(props: {
  entryId: string;
  name: string;
  quantity: number;
  /** stock limit (stock-limits.ts) */
  max: number;
  onCommit: (quantity: number) => void;
  /** a quantity above `max`: the value goes back and the shopper is told */
  onTooMany: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const commit = useRef(props.onCommit);
  commit.current = props.onCommit;
  const current = useRef(props.quantity);
  current.current = props.quantity;
  const limit = useRef({ max: props.max, onTooMany: props.onTooMany });
  limit.current = { max: props.max, onTooMany: props.onTooMany };

  useEffect(() => {
    const input = ref.current;
    if (input && input.value !== String(props.quantity)) input.value = String(props.quantity);
  }, [props.quantity]);

  useChangeCommit(ref, current, limit, commit);

  const step = (by: 1 | -1) => {
    const n = current.current + by;
    if (n < QUANTITY_MIN || n > QUANTITY_MAX) return;
    if (by > 0 && n > limit.current.max) limit.current.onTooMany();
    else commit.current(n);
  };

  const id = `sf-cart-quantity-${props.entryId}`;
  return (
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
      />
      <button type="button" className="sf-stepper__step" aria-label={fill(fr.cartIncrease, { title: props.name })} onClick={() => step(1)}>
        +
      </button>
    </span>
  );
}
