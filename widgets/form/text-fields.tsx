import { counterText } from '../../src/forms/counter';
import { type FieldProps, describedBy, invalid } from './controls';

/** Single-value text, email, link and textarea (with its "count / max" counter, docs/behaviour.md §5). */
export function TextField({ field, value, error, id, onChange }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const counter = field.kind === 'textarea' ? counterText(text, field.maxLength) : null;
  const counterId = `${id}-counter`;
  const common = {
    id,
    value: text,
    'aria-invalid': invalid(error),
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(id, error, counter ? counterId : null),
    onInput: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  };
  if (field.kind !== 'textarea') {
    const type = field.kind === 'email' ? 'email' : field.isUrl ? 'url' : 'text';
    return <input type={type} autoComplete={field.kind === 'email' ? 'email' : undefined} {...common} />;
  }
  return (
    <>
      <textarea rows={4} {...common} />
      {counter ? (
        <span id={counterId} className={`sf-form__counter${counter.over ? ' sf-form__counter--over' : ''}`}>
          {counter.text}
        </span>
      ) : null}
    </>
  );
}
