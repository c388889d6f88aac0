import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { CartEntry } from '../../src/contract/cart';
import { fr } from '../../src/i18n/fr';
import type { Answer } from '../../src/domain/cart-answers';
import { fill } from '../../src/domain/cart-rules';
import { TextRuns } from '../common/text-runs';

/** What the cart hands an answers editor; the custom form modal (forms issue) can take its place. */
export interface AnswersEditorProps {
  entry: CartEntry;
  name: string;
  answers: Answer[];
  /** Sends the edits (text by answer key); resolves true when saved. */
  save: (edits: Record<string, string>) => Promise<boolean>;
  /** Sends the entry's whole answers JSON string; resolves true when saved. */
  saveJson: (json: string) => Promise<boolean>;
  close: () => void;
}

/**
 * The default answers editor: a native modal <dialog> with one text field per text
 * answer (composite answers are shown, not edited). Escape or "Annuler" closes it
 * and the browser gives focus back to the opener.
 */
export function AnswersDialog(props: AnswersEditorProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);
  const titleId = `sf-cart-answers-${props.entry.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const edits: Record<string, string> = {};
    for (const answer of props.answers) {
      const field = form.elements.namedItem(`answer-${answer.key}`);
      if (answer.editable && field instanceof HTMLInputElement) edits[answer.key] = field.value;
    }
    setSaving(true);
    const saved = await props.save(edits);
    setSaving(false);
    if (saved) ref.current?.close();
  };

  return (
    <dialog ref={ref} className="sf-cart-answers" aria-labelledby={titleId} onClose={props.close}>
      <form onSubmit={submit}>
        <h2 id={titleId}>{fill(fr.cartEditAnswersOf, { title: props.name })}</h2>
        {props.answers.map((answer) =>
          answer.editable ? (
            <p key={answer.key}>
              <label>
                {answer.label}{' '}
                <input type="text" name={`answer-${answer.key}`} defaultValue={answer.raw} />
              </label>
            </p>
          ) : (
            <p key={answer.key}>
              {answer.label} : <TextRuns parts={answer.parts} />
            </p>
          ),
        )}
        <p>
          <button type="submit" className="sqs-button-element--primary" disabled={saving}>
            {fr.cartSave}
          </button>{' '}
          <button type="button" onClick={() => ref.current?.close()}>
            {fr.cartCancel}
          </button>
        </p>
      </form>
    </dialog>
  );
}
