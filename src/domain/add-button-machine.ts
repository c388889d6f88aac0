/**
 * The add-to-cart button's state machine (docs/behaviour.md §4 "Add-to-cart button"), pure:
 * idle -> adding ("Ajout en cours...") -> added ("Ajout effectué !", locked against
 * repeat clicks) -> idle. The added state appears 1 s after success and reverts
 * after 2 s more; on failure the button returns to idle after 1 s. The widget runs
 * the timers that `transition` asks for.
 */
export type ButtonState = 'idle' | 'adding' | 'added';

export type ButtonEvent =
  | { type: 'click' }
  | { type: 'success' }
  | { type: 'failure' }
  /** Timers the machine asked for. */
  | { type: 'show-added' }
  | { type: 'reset' };

/** docs/behaviour.md §9 "Button timing". */
export const BUTTON_TIMINGS = {
  addedAfterMs: 1000,
  addedForMs: 2000,
  failureResetMs: 1000,
  animationMs: 200,
} as const;

export interface Step {
  state: ButtonState;
  /** Start a timer that sends `event` after `ms`. */
  after?: { ms: number; event: ButtonEvent };
  /** The call to make, exactly once, on the click that starts adding. */
  startAdding?: true;
}

export const transition = (state: ButtonState, event: ButtonEvent): Step => {
  switch (event.type) {
    case 'click':
      // adding and added are locked: a repeat click is ignored, never a second add
      return state === 'idle' ? { state: 'adding', startAdding: true } : { state };
    case 'success':
      return state === 'adding' ? { state, after: { ms: BUTTON_TIMINGS.addedAfterMs, event: { type: 'show-added' } } } : { state };
    case 'failure':
      return state === 'adding' ? { state, after: { ms: BUTTON_TIMINGS.failureResetMs, event: { type: 'reset' } } } : { state };
    case 'show-added':
      return state === 'adding' ? { state: 'added', after: { ms: BUTTON_TIMINGS.addedForMs, event: { type: 'reset' } } } : { state };
    case 'reset':
      return { state: 'idle' };
  }
};

/** docs/behaviour.md §4: events carry status adding or added; an empty status resets. */
export const statusOf = (state: ButtonState): 'adding' | 'added' | '' => (state === 'idle' ? '' : state);
