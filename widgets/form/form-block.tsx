import { useEffect, useRef, useState } from 'react';
import type { SiteConfig } from '../../src/contract/config';
import type { FormModel } from '../../src/forms/fields';
import type { SubmitOutcome } from '../../src/forms/submit';
import { frForms } from '../../src/i18n/forms';
import { frProduct } from '../../src/i18n/product';
import { onGesture } from '../common/lazy-part';
import { focusLater } from '../common/focus-later';
import { FormView } from './form-view';
import { loadFlow } from './load-flow';

type Flow = typeof import('./submit-flow');

/**
 * A contact or newsletter block (docs/behaviour.md §4 "Custom form submission"): on success the
 * `storefront:form-submit` event, then the configured success URL when it is safe, or
 * the form hidden and its submission text shown (and focused, so focus is not lost).
 */
export function FormBlock(props: {
  form: FormModel;
  /** the site's `website` settings: its bot-check settings are read with the first submission */
  website: SiteConfig['website'];
  host: HTMLElement;
  prefix: string;
  readData: (file: string) => Promise<unknown>;
}) {
  const { form } = props;
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const fields = useRef<HTMLDivElement>(null);
  // the submission half loads when the shopper reaches for the form
  useEffect(() => {
    const ac = new AbortController();
    onGesture(fields.current, () => void loadFlow().catch(() => {}), ac.signal);
    return () => ac.abort();
  }, []);

  const onSubmit = async (values: Record<string, unknown>): Promise<SubmitOutcome> => {
    const later = focusLater(); // the thanks take focus only from a shopper still at the submit
    let module: Flow;
    try {
      module = await loadFlow();
    } catch {
      return { ok: false, message: frProduct.connectionFailed, fieldErrors: {} };
    }
    const { outcome, go } = await module.submitBlock(form, values, props.website, props.host);
    if (!outcome.ok) return outcome;
    if (go) {
      location.assign(go);
      return outcome;
    }
    setDone(true);
    setTimeout(() => later(thanks.current), 0);
    return outcome;
  };

  return (
    <>
      {form.name ? <h2 className="sf-form__title">{form.name}</h2> : null}
      <div ref={fields} hidden={done}>
        <FormView form={form} prefix={props.prefix} submitLabel={form.submitButtonText ?? frForms.submit} onSubmit={onSubmit} readData={props.readData} />
      </div>
      <p ref={thanks} className="sf-form__thanks" role="status" tabIndex={-1}>
        {done ? (form.submissionMessage ?? frForms.submitted) : ''}
      </p>
    </>
  );
}
