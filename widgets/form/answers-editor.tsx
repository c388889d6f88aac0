import { useEffect, useState } from 'react';
import { valuesFromEntries } from '../../src/forms/answer-entries';

export { entryParts } from '../../src/forms/display';
import type { FormModel } from '../../src/forms/fields';
import { fr } from '../../src/i18n/fr';
import { track } from '../../src/tracking/track';
import { AnswersDialog, type AnswersEditorProps } from '../cart/answers-dialog';
import { FormModal } from './form-modal';
import { chunkData, fetchFormTemplate } from './template';

/**
 * The custom form modal on a cart entry's answers: the product's form template
 * (GetTemplateSchema by item), filled with the saved answers; saving sends the whole
 * answers JSON through the cart. Without a readable template, the default editor.
 */
export function AnswersEditor(props: AnswersEditorProps) {
  const [form, setForm] = useState<FormModel | null | undefined>(undefined);
  const itemId = props.entry.itemId;
  useEffect(() => {
    let live = true;
    void fetchFormTemplate({ itemId }).then((f) => {
      if (!live) return;
      setForm(f);
      if (f) track('open-custom-form', { itemId, formId: f.id });
    });
    return () => {
      live = false;
    };
  }, [itemId]);
  if (form === undefined) return null;
  if (form === null) return <AnswersDialog {...props} />;
  return (
    <FormModal
      form={form}
      title={fr.cartEditAnswersOf.replace('{title}', props.name)}
      prefix={`sf-cart-form-${props.entry.id}`}
      initial={valuesFromEntries(props.entry.additionalFields, form.fields)}
      saveLabel={fr.cartSave}
      readData={chunkData}
      onSave={async (entries) => {
        const saved = await props.saveJson(JSON.stringify(entries));
        if (saved) track('save-custom-form', { itemId, formId: form.id });
        return saved ? { ok: true } : { ok: false, message: fr.updateFormFailed, fieldErrors: {} };
      }}
      onClose={props.close}
    />
  );
}
