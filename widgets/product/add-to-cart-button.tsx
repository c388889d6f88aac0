import { useEffect, useRef, useState } from 'react';
import { statusOf } from '../../src/domain/add-button-machine';
import { type AddOnIcon, SELECT_OPTION_CUE_MS, addOnIcon, buttonLabel } from '../../src/domain/add-button-label';
import { emit } from '../../src/runtime/events';
import { useButtonMachine } from './use-button-machine';

/** What a click asks the block: go ahead with `run` (resolves true on success), or stop, with the option cue or not. */
export type Activation = { ok: true; run: () => Promise<boolean> } | { ok: false; cue: boolean };

export interface AddToCartButtonProps {
  itemId: string;
  /** The idle label (src/domain/add-button-label.ts idleLabel). */
  idle: string;
  /** Out of stock: disabled with "Épuisé" (SPEC.md 4). */
  soldOut: boolean;
  /** Add-on product block: icons plus / adding / checkmark instead of text. */
  addOn: boolean;
  /** Attributes of the server-rendered button, kept so enhancing shifts nothing. */
  attributes: Record<string, string>;
  /** Synchronous, or a promise while the checks' chunk loads (further clicks wait for it). */
  activate: () => Activation | Promise<Activation>;
}

/** Attributes of the server-rendered button as a plain record, to re-render it identically. */
export const attributesOf = (el: Element): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const attr of Array.from(el.attributes)) out[attr.name] = attr.value;
  return out;
};

const ICONS: Record<AddOnIcon, string> = { plus: 'M12 5v14M5 12h14', adding: 'M12 3a9 9 0 1 0 9 9', checkmark: 'M5 13l4 4L19 7' };

/** The add-to-cart button (SPEC.md 4), rendering the pure machine's state. */
export function AddToCartButton(props: AddToCartButtonProps) {
  const [cue, setCue] = useState(0);
  const run = useRef<() => Promise<boolean>>(() => Promise.resolve(false));
  const [state, send] = useButtonMachine((reply) => {
    run.current().then(
      (ok) => reply({ type: ok ? 'success' : 'failure' }),
      () => reply({ type: 'failure' }),
    );
  });

  useEffect(() => {
    emit('add-to-cart', { itemId: props.itemId, status: statusOf(state) });
  }, [state, props.itemId]);

  useEffect(() => {
    if (!cue) return;
    const timer = setTimeout(() => setCue(0), SELECT_OPTION_CUE_MS);
    return () => clearTimeout(timer);
  }, [cue]);

  const label = buttonLabel({ state, soldOut: props.soldOut, cue: cue > 0, idle: props.idle });
  const pending = useRef(false);
  const start = (next: Activation) => {
    if (!next.ok) return next.cue && setCue((n) => n + 1);
    run.current = next.run;
    send({ type: 'click' });
  };
  const click = () => {
    if (props.soldOut || state !== 'idle' || pending.current) return;
    const next = props.activate();
    if (!('then' in next)) return start(next);
    pending.current = true;
    next.then(start, () => undefined).finally(() => (pending.current = false));
  };
  const { class: className = '', ...rest } = props.attributes;
  return (
    <div
      {...rest}
      className={`${className} sf-add-button sf-add-button--${state}${props.soldOut ? ' sf-add-button--sold-out' : ''}`}
      role="button"
      tabIndex={0}
      aria-disabled={props.soldOut || state !== 'idle' ? 'true' : undefined}
      aria-label={props.addOn ? label : undefined}
      onClick={click}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          click();
        }
      }}
    >
      {/* the state text is said by this live child; no aria-busy, which would hold it back (issue 15 point 5) */}
      <div className="sqs-add-to-cart-button-inner" aria-live="polite">
        {props.addOn ? (
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" data-icon={addOnIcon(state)}>
            <path d={ICONS[addOnIcon(state)]} />
          </svg>
        ) : (
          label
        )}
      </div>
    </div>
  );
}
