import { useCallback, useEffect, useRef, useState } from 'react';
import { type ButtonEvent, type ButtonState, transition } from '../../src/domain/add-button-machine';

/**
 * Runs the pure button machine in a component: keeps its state, starts the timers
 * it asks for (cleared on unmount) and calls `onStart` on the click that starts
 * adding, which must send `success` or `failure` back.
 */
export const useButtonMachine = (onStart: (send: (e: ButtonEvent) => void) => void) => {
  const [state, setState] = useState<ButtonState>('idle');
  const stateRef = useRef<ButtonState>('idle');
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  const startRef = useRef(onStart);
  startRef.current = onStart;

  const send = useCallback((event: ButtonEvent) => {
    const step = transition(stateRef.current, event);
    stateRef.current = step.state;
    setState(step.state);
    if (step.after) {
      const { ms, event: next } = step.after;
      const id = setTimeout(() => {
        timers.current.delete(id);
        send(next);
      }, ms);
      timers.current.add(id);
    }
    if (step.startAdding) startRef.current(send);
  }, []);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return [state, send] as const;
};
