import { useEffect, useState } from 'react';
import type { AnswerDisplay as Display } from '../../src/domain/cart-answers';
let loaded: Display | null = null;

/** Answers written by the form engine name their field kind (`"type"`). */
const hasTypedAnswers = (json: string | null | undefined) => !!json && json.includes('"type"');

/**
 * How the cart words custom form answers written by the form engine: in their kind's shape
 * (dates, likert labels, address), by the form engine's `entryParts`. It comes with the
 * custom form modal's chunk, loaded only when an entry holds such answers, so the cart
 * chunk stays apart from the form code; until then the answers show as they are.
 */
export function useAnswerDisplay(json: string | null | undefined): Display | undefined {
  const [display, setDisplay] = useState<Display | null>(loaded);
  const wanted = !display && hasTypedAnswers(json);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('../form/answers-editor').then(
      (m) => {
        loaded = m.entryParts;
        if (live) setDisplay(() => m.entryParts);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return display ?? undefined;
}
