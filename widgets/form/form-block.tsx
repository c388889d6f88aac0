import { useRef, useState } from 'react';
import type { CaptchaSettings } from '../../src/captcha';
import { emit } from '../../src/runtime/events';
import type { FormModel } from '../../src/forms/fields';
import { submitForm } from '../../src/forms/submit';
import { safeSuccessUrl } from '../../src/forms/success-url';
import { frForms } from '../../src/i18n/forms';
import { formCalls } from './calls';
import { FormView } from './form-view';

/**
 * A contact or newsletter block (SPEC.md 4 "Custom form submission"): on success the
 * `storefront:form-submit` event, then the configured success URL when it is safe, or
 * the form hidden and its submission text shown (and focused, so focus is not lost).
 */
export function FormBlock(props: { form: FormModel; captcha: CaptchaSettings; host: HTMLElement; prefix: string }) {
  const { form } = props;
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    const outcome = await submitForm(form, values, formCalls(form, props.captcha));
    if (!outcome.ok) return outcome;
    emit('form-submit', { formId: form.id }, props.host);
    const url = safeSuccessUrl(form.successUrl, location.href);
    if (url) {
      location.assign(url);
      return outcome;
    }
    if (form.successUrl) console.warn(`[storefront] form "${form.id}": refused the success URL ${JSON.stringify(form.successUrl)} (only http(s) or same-site relative URLs).`);
    setDone(true);
    setTimeout(() => thanks.current?.focus(), 0);
    return outcome;
  };

  return (
    <>
      {form.name ? <h2 className="sf-form__title">{form.name}</h2> : null}
      <div hidden={done}>
        <FormView form={form} prefix={props.prefix} submitLabel={form.submitButtonText ?? frForms.submit} onSubmit={onSubmit} />
      </div>
      <p ref={thanks} className="sf-form__thanks" role="status" tabIndex={-1}>
        {done ? form.submissionMessage ?? frForms.submitted : ''}
      </p>
    </>
  );
}
