import { useRef, useState } from 'react';
import type { FileAnswer } from '../../src/forms/answers';
import { acceptAttribute } from '../../src/forms/files';
import { frForms } from '../../src/i18n/forms';
import { frProduct } from '../../src/i18n/product';
import { type FieldProps, FieldError, Title, describedBy, invalid } from './controls';
import { loadFlow } from './load-flow';

/**
 * A file field (docs/forms.md "File fields"): a native file input with the field's accepted
 * types, laid transparent over the page's own words ("Choisir un fichier", then "Aucun
 * fichier choisi" or the chosen file's name) so it stays the control that is clicked,
 * tabbed to and ringed; picking a file checks and uploads it at once (./file-upload, loaded
 * then with the form's lazy half ./submit-flow), with its progress shown and announced; the
 * answer is the upload's id, name and size. An upload refused or failed shows its message at
 * the field and leaves the field empty.
 */
const EMPTY: FileAnswer = { Upload: '', Name: '', Size: '' };

/** A pick's upload: its progress, the message of a refused or failed one, the status of a done one. */
function useUpload(field: FieldProps['field'], formId: string, onChange: FieldProps['onChange'], input: { readonly current: HTMLInputElement | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [shownUpload, setShownUpload] = useState('');
  const [chosen, setChosen] = useState('');
  const fail = (message: string) => {
    setProgress(null);
    setProblem(message);
    setChosen('');
    if (input.current) input.current.value = '';
  };
  const pick = async (file: File | undefined) => {
    setProblem(undefined);
    onChange(EMPTY);
    setChosen(file?.name ?? '');
    if (!file) return;
    setProgress(0);
    // the upload comes with the form's lazy half (one chunk more would split the page's chunks)
    const flow = await loadFlow().catch(() => null);
    if (!flow) return fail(frProduct.connectionFailed); // the chunk did not load: the next pick tries again
    const outcome = await flow.uploadFile(file, { formId, fieldId: field.id, accept: field.accept, maxBytes: field.maxBytes }, setProgress);
    if (!outcome.ok) return fail(outcome.message);
    setProgress(null);
    onChange(outcome.answer);
    setShownUpload(outcome.shown);
  };
  return { progress, problem, shownUpload, chosen, setChosen, pick };
}

export function FileField({ field, value, error, id, onChange, formId }: FieldProps) {
  const answer = value as FileAnswer;
  const input = useRef<HTMLInputElement>(null);
  const { progress, problem, shownUpload, chosen, setChosen, pick } = useUpload(field, formId, onChange, input);
  const shown = problem ?? error;
  const statusId = `${id}-status`;
  const nameId = `${id}-name`;
  const remove = () => {
    onChange(EMPTY);
    setChosen('');
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };
  // the status the upload wrote, or the name alone for an answer the form started with (the cart's answers editor)
  const attached = answer.Upload ? shownUpload || answer.Name : '';
  return (
    <div className="sf-form__field sf-form__file" data-field={field.id}>
      <label htmlFor={id}>
        <Title field={field} />
      </label>
      {field.description ? <span className="sf-form__description">{field.description}</span> : null}
      <div className="sf-form__file-control">
        <input
          ref={input}
          id={id}
          type="file"
          className="sf-form__file-input"
          accept={acceptAttribute(field.accept)}
          aria-invalid={invalid(shown)}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(id, shown, nameId, statusId)}
          onChange={(e) => void pick(e.currentTarget.files?.[0])}
        />
        <span className="sf-form__file-button" aria-hidden="true">
          {frForms.fileChoose}
        </span>
        <span id={nameId} className="sf-form__file-name" aria-hidden="true">
          {chosen || answer.Name || frForms.fileNone}
        </span>
      </div>
      <FileStatus id={statusId} progress={progress} attached={attached} onRemove={remove} />
      <FieldError id={id} error={shown} />
    </div>
  );
}

/** The field's status line (a live region): the upload's progress, then the attached file and its "Retirer le fichier" button. */
function FileStatus(props: { id: string; progress: number | null; attached: string; onRemove: () => void }) {
  const { progress, attached } = props;
  return (
    <>
      <p id={props.id} className="sf-form__file-status" role="status">
        {progress !== null ? (
          <>
            {frForms.fileUploading} <progress max={100} value={progress} aria-label={frForms.fileUploading} /> {progress} %
          </>
        ) : (
          attached
        )}
      </p>
      {attached && progress === null ? (
        <button type="button" className="sf-form__file-remove" onClick={props.onRemove}>
          {frForms.fileRemove}
        </button>
      ) : null}
    </>
  );
}
