import type { ReactNode } from 'react';
import type { AnswerValue } from '../../src/forms/answers';
import type { Field } from '../../src/forms/fields';
import { frForms } from '../../src/i18n/forms';
import { langOf } from '../../src/i18n/catalogue';

/** What every field control gets from the form. */
export interface FieldProps {
  field: Field;
  value: AnswerValue;
  error: string | undefined;
  /** the field's DOM id (its error is `${id}-error`) */
  id: string;
  onChange: (value: AnswerValue) => void;
  /** reads a data file beside the chunks (the region lists) */
  readData: (file: string) => Promise<unknown>;
  /** the form's id (a file field uploads under it) */
  formId: string;
}

export const errorId = (id: string) => `${id}-error`;

/** aria-describedby of a control: its error (when shown) and the given ids; undefined when empty. */
export const describedBy = (id: string, error: string | undefined, ...more: Array<string | null | false>) =>
  [error ? errorId(id) : null, ...more].filter(Boolean).join(' ') || undefined;

export const invalid = (error: string | undefined) => (error ? true : undefined);

export function FieldError(props: { id: string; error: string | undefined }) {
  return props.error ? (
    <p id={errorId(props.id)} className="sf-form__error">
      {props.error}
    </p>
  ) : null;
}

export function Title(props: { field: Field }) {
  return (
    <>
      {props.field.title}
      {props.field.required ? <span className="sf-form__required"> {frForms.requiredMark}</span> : null}
    </>
  );
}

/** A group of controls (composite, choice and likert fields): a fieldset with its legend. */
export function Group(props: { field: Field; id: string; error: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="sf-form__field sf-form__group" id={props.id} data-field={props.field.id} aria-describedby={describedBy(props.id, props.error)}>
      <legend>
        <Title field={props.field} />
      </legend>
      {props.field.description ? <p className="sf-form__description">{props.field.description}</p> : null}
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}

/** One labelled text input of a composite answer (name, date, time, phone, address parts). */
export function PartInput(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  groupId: string;
  onInput: (value: string) => void;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  describedBy?: string | null;
  required?: boolean;
}) {
  return (
    <span className="sf-form__part">
      <label htmlFor={props.id} lang={langOf(props.label)}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        value={props.value}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        aria-invalid={invalid(props.error)}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(props.groupId, props.error, props.describedBy ?? null)}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </span>
  );
}
