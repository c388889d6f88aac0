import type { SiteConfig } from '../../src/contract/config';
import type { FormModel } from '../../src/forms/fields';
import { type SubmitOutcome, submitForm } from '../../src/forms/submit';
import { safeSuccessUrl } from '../../src/forms/success-url';
import { emit } from '../../src/runtime/events';
import { track } from '../../src/tracking/track';
import { formCalls } from './calls';

export { uploadFile } from './file-upload';

/**
 * The lazy half of a form block: the checks, the calls, the bot check and what follows a
 * success (docs/behaviour.md §4). Loaded when the shopper first reaches into the form, so a page
 * with a form block does not pay for it at mount.
 */
export const submitBlock = async (
  form: FormModel,
  values: Record<string, unknown>,
  website: SiteConfig['website'],
  host: HTMLElement,
): Promise<{ outcome: SubmitOutcome; go: string | null }> => {
  const outcome = await submitForm(form, values, formCalls(form, website));
  if (!outcome.ok) return { outcome, go: null };
  // a newsletter block (its bot-check action, docs/behaviour.md §7) says so, and it is a newsletter lead
  const newsletter = form.captchaAction === 'NEWSLETTER_BLOCK_SUBMISSION';
  if (newsletter) track('newsletter-lead', { formId: form.id });
  emit('form-submit', newsletter ? { formId: form.id, newsletter } : { formId: form.id }, host);
  const go = safeSuccessUrl(form.successUrl, location.href);
  if (!go && form.successUrl)
    console.warn(`[storefront] form "${form.id}": refused the success URL ${JSON.stringify(form.successUrl)} (only http(s) or same-site relative URLs).`);
  return { outcome, go };
};
