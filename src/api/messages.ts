import type { ApiError } from './errors';
import { fr } from '../i18n/fr';

/**
 * The shopper message for a failed call (SPEC.md 8). `null` means "show the alert
 * with the server's message", which the caller titles for its context.
 */
export const messageFor = (error: ApiError): string => {
  switch (error.kind) {
    case 'session-expired':
      return fr.sessionExpired;
    case 'cookies-disabled':
      return fr.cookiesDisabled;
    case 'rate-limited':
      return fr.tryAgainSoon;
    case 'server':
      return error.message || fr.genericError;
    case 'network':
    case 'timeout':
      return fr.connectionFailed;
    case 'invalid-response':
      return fr.genericError;
  }
};

/** Session, cookie and 429 failures are shown as-is; others in a titled alert. */
export const needsAlert = (error: ApiError): boolean =>
  error.kind !== 'session-expired' && error.kind !== 'cookies-disabled' && error.kind !== 'rate-limited';
