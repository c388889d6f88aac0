import { useEffect, useRef } from 'react';
import { type AnswerEntry, answerEntries } from '../../src/forms/answer-entries';
import type { FormModel } from '../../src/forms/fields';
import type { SubmitOutcome } from '../../src/forms/submit';
import { validateValues } from '../../src/forms/validate';
import { frFormMessages } from '../../src/i18n/form-messages';
import { frPurchase } from '../../src/i18n/purchase';
import { FormView } from './form-view';

export interface FormModalProps {
  form: FormModel;
  /** the dialog's title (the product's name) */
  title: string;
  prefix: string;
  initial?: Readonly<Record<string, unknown>>;
  saveLabel: string;
  readData: (file: string) => Promise<unknown>;
  /** Takes the checked answers; the dialog closes when it resolves ok. */
  onSave: (answers: AnswerEntry[]) => Promise<SubmitOutcome>;
  /** After the dialog closed (saved, Escape or "Fermer"). */
  onClose: () => void;
}

/**
 * The custom product form in a native modal `<dialog>` (showModal: the page behind is
 * inert, Escape closes, the browser gives focus back to the opener), labelled by its
 * title. Answers are checked with the form rules before `onSave`.
 */
export function FormModal(props: FormModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);
  const titleId = `${props.prefix}-title`;

  const onSubmit = async (values: Record<string, unknown>): Promise<SubmitOutcome> => {
    const errors = validateValues(props.form.fields, values);
    if (Object.keys(errors).length) return { ok: false, message: frFormMessages.errorInvalidField, fieldErrors: errors };
    const outcome = await props.onSave(answerEntries(props.form.fields, values));
    if (outcome.ok) ref.current?.close();
    return outcome;
  };

  return (
    <dialog ref={ref} className="sf-form-modal" aria-labelledby={titleId} onClose={props.onClose}>
      <h2 id={titleId}>{props.title}</h2>
      {props.form.name ? <p className="sf-form__title">{props.form.name}</p> : null}
      <FormView form={props.form} prefix={props.prefix} initial={props.initial} submitLabel={props.saveLabel} onSubmit={onSubmit} readData={props.readData}>
        {' '}
        <button type="button" className="sf-form__close" onClick={() => ref.current?.close()}>
          {frPurchase.close}
        </button>
      </FormView>
    </dialog>
  );
}
