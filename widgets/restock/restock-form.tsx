import { useLayoutEffect, useRef, useState } from 'react';
import type { CaptchaSettings } from '../../src/captcha';
import { loadCaptchaScript } from '../../src/captcha/load-script';
import { focusLater } from '../common/focus-later';
import { emailProblem } from '../../src/domain/email';
import { frRestock } from '../../src/i18n/restock';
import type { RestockMarkup } from './read-markup';
import type { SignupInput, SignupOutcome } from './signup';

export interface RestockFormProps {
  markup: RestockMarkup;
  /** merchandising restockNotificationsSuccessText, else "Vous êtes inscrit(e) !". */
  successText: string;
  captcha: CaptchaSettings;
  /** Unique per form on the page: ties the field to its message. */
  idPrefix: string;
  submit: (input: SignupInput) => Promise<SignupOutcome>;
}

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'error'; message: string; field: boolean }
  | { status: 'success' };

type Signup = ReturnType<typeof useRestockSignup>;

/**
 * The signup's state and handlers: the e-mail checked before any call (focus stays on the
 * field to correct), one call at a time, and the success text focused in the same commit
 * as the form's removal, only where the shopper still is (widgets/common/focus-later.ts).
 * The bot-check script starts loading when the shopper starts typing.
 */
function useRestockSignup({ markup, captcha, submit }: Pick<RestockFormProps, 'markup' | 'captcha' | 'submit'>) {
  const [email, setEmail] = useState(markup.email);
  const [join, setJoin] = useState(markup.mailingList?.checked ?? false);
  const [state, setState] = useState<State>({ status: 'idle' });
  const busy = useRef(false);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const later = useRef<ReturnType<typeof focusLater>>(undefined);

  // in the same commit as the form's removal, so focus never rests on <body> in between
  useLayoutEffect(() => {
    if (state.status === 'success') later.current?.(message.current); // the form (and the focused control) is gone
  }, [state.status]);

  const startTyping = () => {
    if (typed.current || !captcha.siteKey) return;
    typed.current = true;
    loadCaptchaScript(captcha.scriptUrl).catch(() => {}); // the submit tries again and reports
  };

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy.current) return;
    const problem = emailProblem(email);
    if (problem) {
      setState({ status: 'error', field: true, message: problem === 'empty' ? frRestock.restockEmailEmpty : frRestock.restockEmailInvalid });
      input.current?.focus();
      return;
    }
    busy.current = true;
    later.current = focusLater();
    setState({ status: 'sending' });
    const outcome = await submit({ productId: markup.productId, variantId: markup.variantId, email, isJoinMailingList: join });
    busy.current = false;
    setState(outcome.ok ? { status: 'success' } : { status: 'error', field: false, message: outcome.message });
  };
  return { email, setEmail, join, setJoin, state, input, message, startTyping, onSubmit };
}

/** The form itself: the e-mail field, tied to the message when there is one, and the button. */
function SignupForm({ markup, signup, messageId }: { markup: RestockMarkup; signup: Signup; messageId: string }) {
  const { state } = signup;
  const sending = state.status === 'sending';
  return (
    <form className="product-restock-form" action="#" noValidate onSubmit={signup.onSubmit} aria-busy={sending ? 'true' : undefined}>
      <input
        ref={signup.input}
        type="email"
        name="email"
        autoComplete="email"
        spellCheck={false}
        placeholder={markup.placeholder}
        aria-label={markup.placeholder || frRestock.emailLabel}
        aria-invalid={state.status === 'error' && state.field ? 'true' : undefined}
        aria-describedby={state.status === 'error' ? messageId : undefined}
        value={signup.email}
        onInput={(e) => {
          signup.setEmail((e.target as HTMLInputElement).value);
          signup.startTyping();
        }}
      />
      <input className="sqs-editable-button" type="submit" value={markup.button || frRestock.notifyMe} aria-disabled={sending ? 'true' : undefined} />
    </form>
  );
}

/**
 * The restock signup form of one variant (docs/behaviour.md §4 "Restock form"): idle, then the
 * error under the field or the success text in place of the form, both in a live region
 * that exists from the start. The button is locked while the call runs; a second
 * submit meanwhile sends nothing.
 */
export function RestockForm({ markup, successText, captcha, idPrefix, submit }: RestockFormProps) {
  const signup = useRestockSignup({ markup, captcha, submit });
  const { state } = signup;
  const messageId = `${idPrefix}-message`;
  const done = state.status === 'success';
  const text = state.status === 'error' ? state.message : done ? successText : '';
  return (
    <>
      {!done && markup.cta && <span className="product-restock-cta">{markup.cta}</span>}
      {!done && <SignupForm markup={markup} signup={signup} messageId={messageId} />}
      <div
        id={messageId}
        ref={signup.message}
        tabIndex={-1}
        className={`product-restock-message${state.status === 'error' ? ' product-restock-error' : ''}`}
        aria-live="polite"
        // focused on success: named by its own text, so focus lands on something that says what happened
        aria-labelledby={done ? messageId : undefined}
      >
        {text}
      </div>
      {!done && markup.mailingList && (
        <label className="product-restock-mailing-list">
          <input type="checkbox" name="isJoinMailingList" checked={signup.join} onChange={(e) => signup.setJoin((e.target as HTMLInputElement).checked)} />
          {markup.mailingList.label}
        </label>
      )}
      {!done && markup.captcha && <div className="captcha-container" />}
    </>
  );
}
