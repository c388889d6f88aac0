import { Component } from 'react';
import { type ButtonEvent, type ButtonState, statusOf, transition } from '../../src/domain/add-button-machine';
import { type AddOnIcon, SELECT_OPTION_CUE_MS, addOnIcon, buttonLabel } from '../../src/domain/add-button-label';
import { emit } from '../../src/runtime/events';
import { langOf } from '../../src/i18n/catalogue';

/** What a click asks the block: go ahead with `run` (resolves true on success), or stop, with the option cue or not. */
export type Activation = { ok: true; run: () => Promise<boolean> } | { ok: false; cue: boolean };

export interface AddToCartButtonProps {
  itemId: string;
  /** The idle label (src/domain/add-button-label.ts idleLabel). */
  idle: string;
  /** Out of stock: disabled with "Épuisé" (docs/behaviour.md §4). */
  soldOut: boolean;
  /** The product's customSoldOutText, the sold-out label in place of "Épuisé" (src/domain/add-button-label.ts). */
  soldOutText?: string | undefined;
  /** Add-on product block: icons plus / adding / checkmark instead of text. */
  addOn: boolean;
  /** Attributes of the server-rendered button, kept so enhancing shifts nothing. */
  attributes: Record<string, string>;
  /** Synchronous, or a promise while the checks' chunk loads (further clicks wait for it). */
  activate: () => Activation | Promise<Activation>;
  /** The idle status was dispatched already (the server's button was adopted at mount: ./button-view.ts). */
  announced?: boolean;
  /** A press opens the custom product form first: "Ajout en cours..." shows but is not said while the form is open (issue 32 row 11). */
  opensForm?: boolean;
}

const ICONS: Record<AddOnIcon, string> = { plus: 'M12 5v14M5 12h14', adding: 'M12 3a9 9 0 1 0 9 9', checkmark: 'M5 13l4 4L19 7' };

interface ButtonView {
  state: ButtonState;
  /** A count bumped by each click with a missing option; "Sélectionner une option" shows while it is above 0. */
  cue: number;
}

/**
 * The add-to-cart button (docs/behaviour.md §4), rendering the pure machine's state
 * (src/domain/add-button-machine.ts): it keeps the state, starts the timers the machine
 * asks for (cleared on unmount) and runs the add on the click that starts adding. A class
 * (no hooks), so a product page at mount loads no hooks runtime; the React entry renders
 * it on the app's own React.
 */
export class AddToCartButton extends Component<AddToCartButtonProps, ButtonView> {
  override state: ButtonView = { state: 'idle', cue: 0 };
  private machine: ButtonState = 'idle';
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private cueTimer: ReturnType<typeof setTimeout> | undefined;
  private run: () => Promise<boolean> = () => Promise.resolve(false);
  private pending = false;

  private send = (event: ButtonEvent): void => {
    const step = transition(this.machine, event);
    this.machine = step.state;
    this.setState({ state: step.state });
    if (step.after) {
      const { ms, event: next } = step.after;
      const id = setTimeout(() => {
        this.timers.delete(id);
        this.send(next);
      }, ms);
      this.timers.add(id);
    }
    if (step.startAdding) {
      this.run().then(
        (ok) => this.send({ type: ok ? 'success' : 'failure' }),
        () => this.send({ type: 'failure' }),
      );
    }
  };

  private start = (next: Activation): void => {
    if (!next.ok) {
      if (next.cue) this.setState((view) => ({ cue: view.cue + 1 }));
      return;
    }
    this.run = next.run;
    this.send({ type: 'click' });
  };

  /** A click or Enter/Space on the button (public: the adopted button's first activation, ./button-view.ts). */
  click = (): void => {
    if (this.props.soldOut || this.machine !== 'idle' || this.pending) return;
    const next = this.props.activate();
    if (!('then' in next)) return this.start(next);
    this.pending = true;
    next.then(this.start, () => undefined).finally(() => (this.pending = false));
  };

  private emitStatus(): void {
    emit('add-to-cart', { itemId: this.props.itemId, status: statusOf(this.state.state) });
  }

  override componentDidMount(): void {
    if (!this.props.announced) this.emitStatus();
  }

  override componentDidUpdate(previous: AddToCartButtonProps, before: ButtonView): void {
    if (before.state !== this.state.state || previous.itemId !== this.props.itemId) this.emitStatus();
    if (before.cue !== this.state.cue && this.state.cue) {
      clearTimeout(this.cueTimer);
      this.cueTimer = setTimeout(() => this.setState({ cue: 0 }), SELECT_OPTION_CUE_MS);
    }
  }

  override componentWillUnmount(): void {
    this.timers.forEach(clearTimeout);
    clearTimeout(this.cueTimer);
  }

  override render() {
    const { props } = this;
    const { state, cue } = this.state;
    const label = buttonLabel({ state, soldOut: props.soldOut, soldOutText: props.soldOutText, cue: cue > 0, idle: props.idle });
    const { class: className = '', ...rest } = props.attributes;
    return (
      <div
        {...rest}
        className={`${className} sf-add-button sf-add-button--${state}${props.soldOut ? ' sf-add-button--sold-out' : ''}`}
        role="button"
        tabIndex={0}
        aria-disabled={props.soldOut || state !== 'idle' ? 'true' : undefined}
        aria-label={props.addOn ? label : undefined}
        lang={props.addOn ? langOf(label) : undefined}
        onClick={this.click}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            this.click();
          }
        }}
      >
        {/* the state text is said by this live child; no aria-busy, which would hold it back (issue 15 point 5);
            an icon button's text is in it too, visually hidden, so its states are said (issue 32 row 11) */}
        <div className="sqs-add-to-cart-button-inner" aria-live={props.opensForm && state === 'adding' ? 'off' : 'polite'} lang={langOf(label)}>
          {props.addOn ? (
            <>
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" data-icon={addOnIcon(state)}>
                <path d={ICONS[addOnIcon(state)]} />
              </svg>
              <span className="sf-sr">{label}</span>
            </>
          ) : (
            label
          )}
        </div>
      </div>
    );
  }
}
