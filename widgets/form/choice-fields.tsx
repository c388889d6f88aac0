import { likertLabel } from '../../src/forms/answers';
import { frForms } from '../../src/i18n/forms';
import { langOf } from '../../src/i18n/catalogue';
import { type FieldProps, Group, describedBy, invalid } from './controls';

const SCORES = ['-2', '-1', '0', '1', '2'];

/** radio: one choice; checkbox: a list of choices. */
export function ChoiceField({ field, value, error, id, onChange }: FieldProps) {
  const many = field.kind === 'checkbox';
  const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return (
    <Group field={field} id={id} error={error}>
      {field.options.map((option, i) => (
        <span className="sf-form__choice" key={option}>
          <input
            id={`${id}-${i}`}
            type={many ? 'checkbox' : 'radio'}
            name={id}
            value={option}
            checked={chosen.includes(option)}
            aria-invalid={invalid(error)}
            aria-describedby={describedBy(id, error)}
            onChange={(e) => {
              if (!many) return onChange(option);
              onChange(e.currentTarget.checked ? [...chosen, option] : chosen.filter((c) => c !== option));
            }}
          />
          <label htmlFor={`${id}-${i}`}>{option}</label>
        </span>
      ))}
    </Group>
  );
}

/** A likert score's label: the platform's English default ("Strongly Disagree") marked `lang="en"` on a French page (issue 32 row 6). */
const LikertLabel = ({ htmlFor, text }: { htmlFor: string; text: string }) => (
  <label htmlFor={htmlFor} lang={langOf(text)}>
    {text}
  </label>
);

/** likert: each question scored -2..2, with the default labels (docs/behaviour.md §5). */
export function LikertField({ field, value, error, id, onChange }: FieldProps) {
  const scores = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  return (
    <Group field={field} id={id} error={error}>
      {field.questions.map((question, q) => (
        <fieldset className="sf-form__likert" key={question}>
          <legend>{question}</legend>
          {SCORES.map((score) => (
            <span className="sf-form__choice" key={score}>
              <input
                id={`${id}-${q}-${score}`}
                type="radio"
                name={`${id}-${q}`}
                value={score}
                checked={scores[question] === score}
                aria-invalid={invalid(error && !scores[question] ? error : undefined)}
                aria-describedby={describedBy(id, error)}
                onChange={() => onChange({ ...scores, [question]: score })}
              />
              <LikertLabel htmlFor={`${id}-${q}-${score}`} text={likertLabel(score, field.likertLabels)} />
            </span>
          ))}
        </fieldset>
      ))}
    </Group>
  );
}

/** select: one of the options, "Choisir…" first. */
export function SelectField({ field, value, error, id, onChange }: FieldProps) {
  return (
    <select
      id={id}
      value={typeof value === 'string' ? value : ''}
      aria-invalid={invalid(error)}
      aria-required={field.required || undefined}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      <option value="">{frForms.chooseOne}</option>
      {field.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
