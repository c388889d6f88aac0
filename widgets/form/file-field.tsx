import { useRef, useState } from 'react';
import type { FileAnswer } from '../../src/forms/answers';
import { acceptAttribute } from '../../src/forms/files';
import { frForms } from '../../src/i18n/forms';
import { type FieldProps, FieldError, Title, describedBy, invalid } from './controls';

/**
 * A file field (docs/forms.md "File fields"): a native file input with the field's accepted
 * types; picking a file checks and uploads it at once (./file-upload, loaded then with the
 * form's lazy half ./submit-flow), with its
 * progress shown and announced; the answer is the upload's id, name and size. An upload
 * refused or failed shows its message at the field and leaves the field empty.
 */
export function FileField({ field, value, error, id, onChange, formId }: FieldProps) {
  const answer = value as FileAnswer;
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [shownUpload, setShownUpload] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const shown = problem ?? error;
  const statusId = `${id}-status`;

  const pick = async (file: File | undefined) => {
    setProblem(undefined);
    onChange({ Upload: '', Name: '', Size: '' });
    if (!file) return;
    setProgress(0);
    // the upload comes with the form's lazy half (one chunk more would split the page's chunks)
    const { uploadFile } = await import('./submit-flow');
    const outcome = await uploadFile(file, { formId, fieldId: field.id, accept: field.accept, maxBytes: field.maxBytes }, setProgress);
    setProgress(null);
    if (outcome.ok) {
      onChange(outcome.answer);
      setShownUpload(outcome.shown);
    } else {
      setProblem(outcome.message);
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    onChange({ Upload: '', Name: '', Size: '' });
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
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptAttribute(field.accept)}
        aria-invalid={invalid(shown)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(id, shown, statusId)}
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
      />
      <p id={statusId} className="sf-form__file-status" role="status">
        {progress !== null ? (
          <>
            {frForms.fileUploading} <progress max={100} value={progress} aria-label={frForms.fileUploading} /> {progress} %
          </>
        ) : (
          attached
        )}
      </p>
      {attached && progress === null ? (
        <button type="button" className="sf-form__file-remove" onClick={remove}>
          {frForms.fileRemove}
        </button>
      ) : null}
      <FieldError id={id} error={shown} />
    </div>
  );
}
