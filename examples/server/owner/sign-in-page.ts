import { esc } from '../pages/html.js';
import { ownerLayout } from './layout.js';
import { frOwner } from './strings.js';

/** The sign-in form: the password, the crumb (CSRF) and where to go next. */
export function signInPage(crumb: string, next: string, error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="owner-password-error"' : '';
  const message = error ? `<p id="owner-password-error" class="owner-error" role="alert">${esc(error)}</p>` : '';
  return ownerLayout(
    frOwner.signIn,
    `<form method="post" action="/owner/sign-in" class="owner-sign-in">
<input type="hidden" name="crumb" value="${esc(crumb)}">
<input type="hidden" name="next" value="${esc(next)}">
<label for="owner-password">${esc(frOwner.password)}</label>
<input id="owner-password" name="password" type="password" autocomplete="current-password" required autofocus${invalid}>
${message}
<button type="submit">${esc(frOwner.submit)}</button>
<p class="owner-hint">${esc(frOwner.hint)}</p>
</form>`,
    { signedIn: false },
  );
}
