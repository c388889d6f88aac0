import { AddressField } from './address-field';
import { ChoiceField, LikertField, SelectField } from './choice-fields';
import { FileField } from './file-field';
import { type FieldProps, FieldError, Title } from './controls';
import { PartsField } from './part-fields';
import { TextField } from './text-fields';

/** One field of the model, by kind. Hidden fields render nothing: their value is in the model. */
export function FieldView(props: FieldProps) {
  const { field, id, error } = props;
  switch (field.kind) {
    case 'hidden':
      return null;
    case 'address':
      return <AddressField {...props} />;
    case 'name':
    case 'date':
    case 'time':
    case 'phone':
      return <PartsField {...props} field={{ ...field, kind: field.kind }} />;
    case 'radio':
    case 'checkbox':
      return <ChoiceField {...props} />;
    case 'likert':
      return <LikertField {...props} />;
    case 'file':
      return <FileField {...props} />;
    default:
      return (
        <div className="sf-form__field" data-field={field.id}>
          <label htmlFor={id}>
            <Title field={field} />
          </label>
          {field.description ? <span className="sf-form__description">{field.description}</span> : null}
          {field.kind === 'select' ? <SelectField {...props} /> : <TextField {...props} />}
          <FieldError id={id} error={error} />
        </div>
      );
  }
}
