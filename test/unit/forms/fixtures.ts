import type { FormFieldInput } from '../../../src/contract/form';
import { type Field, readField } from '../../../src/forms/fields';

/** A field of `kind` read through the model, as the widget and the backend read them. */
export const field = (type: string, extra: Partial<FormFieldInput> = {}): Field => {
  const f = readField({ id: 'f', type, title: 'Champ', ...extra });
  if (!f) throw new Error(`no field for ${type}`);
  return f;
};
