import { openLayer } from '../common/layer';
import { valuesFromEntries } from '../../src/forms/answer-entries';
import type { Product } from '../../src/contract/product';
import { frFormMessages } from '../../src/i18n/form-messages';
import { frPurchase } from '../../src/i18n/purchase';
import { track } from '../../src/tracking/track';
import { FormModal } from './form-modal';
import { chunkData, fetchFormTemplate } from './template';

export type Answers = { ok: true; json: string } | { ok: false; cancelled: true } | { ok: false; cancelled: false; message: string };

/**
 * The custom product form before a cart add (docs/behaviour.md §5 "Custom product forms", issue 10
 * point 6): the template from GetTemplateSchema, shown in a modal dialog; resolves with
 * the answers as the `additionalFields` JSON string, or cancelled when the shopper
 * closes it, or a failure (CUSTOM_FORM_RENDER_ERROR) when the form cannot be fetched or read.
 */
/**
 * The answers of the modal's last save per product, kept until an add with them succeeds
 * (`forgetAnswers`, widgets/product/purchase-calls.ts): after a failed add (429, an
 * expired session, no connection) the form opens on them again (issue 16).
 */
const drafts = new Map<string, string>();
export const forgetAnswers = (productId: string): void => void drafts.delete(productId);

export const askAnswers = async (product: Product): Promise<Answers> => {
  const formId = product.structuredContent.additionalFieldsFormId ?? '';
  const form = await fetchFormTemplate(formId ? { formId } : { itemId: product.id });
  if (!form) return { ok: false, cancelled: false, message: frPurchase.openFormFailed };
  track('open-custom-form', { itemId: product.id, formId: form.id });
  return new Promise<Answers>((resolve) => {
    let answers: Answers = { ok: false, cancelled: true };
    openLayer(
      (close) => (
        <FormModal
          form={form}
          title={product.title ?? ''}
          prefix={`sf-product-form-${product.id}`}
          initial={valuesFromEntries(drafts.get(product.id) ?? null, form.fields)}
          saveLabel={frFormMessages.modalAdd}
          readData={chunkData}
          onSave={async (entries) => {
            answers = { ok: true, json: JSON.stringify(entries) };
            drafts.set(product.id, answers.json);
            track('save-custom-form', { itemId: product.id, formId: form.id });
            return { ok: true };
          }}
          onClose={() => setTimeout(close, 0)}
        />
      ),
      () => resolve(answers),
    );
  });
};
