import { useEffect, useRef, useState } from 'react';
import { clearOfPill } from './clear-of-pill';
import type { FormEvent, ReactNode } from 'react';
import { parseAnswer } from '../../src/forms/answers';
import type { FormModel } from '../../src/forms/fields';
import type { SubmitOutcome } from '../../src/forms/submit';
import { frForms } from '../../src/i18n/forms';
import { focusLater } from '../common/focus-later';
import { FieldView } from './field-view';

export interface FormViewProps {
  form: FormModel;
  /** DOM id prefix, unique on the page */
  prefix: string;
  initial?: Readonly<Record<string, unknown>>;
  submitLabel: string;
  /** Runs the submission; the form stays locked ("Soumission...") until it settles. */
  onSubmit: (values: Record<string, unknown>) => Promise<SubmitOutcome>;
  readData: (file: string) => Promise<unknown>;
  /** extra buttons after the submit button (the modal's close button) */
  children?: ReactNode;
}

/**
 * A form of the model (contact, newsletter, custom product form): fields, per-field
 * errors (aria-invalid, aria-describedby), a summary announced in a live region that is
 * there from the start, focus on the first invalid field, and a submit button locked
 * with "Soumission..." while a submission runs (repeat submissions are ignored).
 */
export function FormView(props: FormViewProps) {
  const { form, prefix } = props;
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    ...Object.fromEntries(form.fields.filter((f) => f.kind === 'hidden').map((f) => [f.id, f.value])),
    ...props.initial,
  }));
  const root = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  /** Focus on the first invalid field (else the summary), if the shopper is still where they submitted (widgets/common/focus-later.ts). */
  const focusFirstInvalid = (found: Record<string, string>, later: FocusLater) => {
    const first = form.fields.find((f) => found[f.id]);
    const box = first && Array.from(root.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []).find((b) => b.dataset.field === first.id);
    later(box?.querySelector<HTMLElement>('input, select, textarea') ?? summary.current);
  };
  const [busy, errors, message, submit] = useSubmission(props.onSubmit, values, focusFirstInvalid);

  // a field that takes focus is scrolled clear of the cart pill (./clear-of-pill.ts)
  useEffect(() => {
    const form = root.current;
    const onFocus = (event: FocusEvent) => clearOfPill(event.target);
    form?.addEventListener('focusin', onFocus);
    return () => form?.removeEventListener('focusin', onFocus);
  }, []);

  return (
    <form ref={root} className="sf-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {form.fields.map((field) => (
        <FieldView
          key={field.id}
          field={field}
          id={`${prefix}-${field.id}`}
          value={parseAnswer(field, values[field.id])}
          error={errors[field.id]}
          readData={props.readData}
          formId={form.id}
          onChange={(v) => setValues((old) => ({ ...old, [field.id]: v }))}
        />
      ))}
      <p ref={summary} className="sf-form__summary" role="alert" tabIndex={-1}>
        {message}
      </p>
      <p className="sf-form__actions">
        <button type="submit" className="sf-form__submit sqs-button-element--primary" aria-disabled={busy || undefined}>
          {busy ? frForms.submitting : props.submitLabel}
        </button>
        {props.children}
      </p>
    </form>
  );
}

type FocusLater = ReturnType<typeof focusLater>;

/**
 * Submitting `values`, locked while a submission runs (a repeat is ignored), "Soumission..."
 * meanwhile; a refusal shows its field errors and summary, then `focusInvalid` runs after
 * the render that shows them. Answers, as `useState` does, a tuple: whether one runs, the
 * field errors, the summary, the submit handler.
 */
function useSubmission(
  onSubmit: FormViewProps['onSubmit'],
  values: Record<string, unknown>,
  focusInvalid: (found: Record<string, string>, later: FocusLater) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    const later = focusLater();
    locked.current = true;
    setBusy(true);
    setMessage('');
    let outcome: SubmitOutcome;
    try {
      outcome = await onSubmit(values);
    } catch {
      outcome = { ok: false, message: frForms.errorReload, fieldErrors: {} };
    }
    locked.current = false;
    setBusy(false);
    if (outcome.ok) return;
    setErrors(outcome.fieldErrors);
    setMessage(outcome.message);
    // after the render that shows the errors
    setTimeout(() => focusInvalid(outcome.ok ? {} : outcome.fieldErrors, later), 0);
  };
  return [busy, errors, message, submit] as const;
}
