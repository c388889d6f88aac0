import type { ApiError } from './errors';
import { frProduct } from '../i18n/product';
import { frPurchase } from '../i18n/purchase';

/**
 * The shopper message for a failed call (docs/behaviour.md §8). `null` means "show the alert
 * with the server's message", which the caller titles for its context.
 */
export const messageFor = (error: ApiError): string => {
  switch (error.kind) {
    case 'session-expired':
      return frPurchase.sessionExpired;
    case 'cookies-disabled':
      return frPurchase.cookiesDisabled;
    case 'rate-limited':
      return frPurchase.tryAgainSoon;
    case 'server':
      return error.message || frPurchase.genericError;
    case 'network':
    case 'timeout':
      // the call could not be made or got no answer: refused, reset, offline, too slow
      return frProduct.connectionFailed;
    case 'interrupted':
      // the server answered and the network lost the rest: docs/api.md "Failed calls"
      return frPurchase.networkError;
    case 'invalid-response':
      return frPurchase.genericError;
  }
};

/** Session, cookie and 429 failures are shown as-is; others in a titled alert. */
export const needsAlert = (error: ApiError): boolean =>
  error.kind !== 'session-expired' && error.kind !== 'cookies-disabled' && error.kind !== 'rate-limited';

/**
 * The catalogue's words for a failure that is not the call's own (an expired session,
 * cookies, 429, no connection: docs/behaviour.md §8), else `null`: the widget says its own message.
 */
export const catalogueMessage = (error: ApiError): string | null =>
  error.kind === 'server' || error.kind === 'invalid-response' ? null : messageFor(error);
