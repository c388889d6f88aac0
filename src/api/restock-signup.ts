import type { ApiError, Result } from './errors';
import { request } from './client';
import { type RestockSignupRequest, type RestockSignupResponse, RestockSignupResponseSchema } from '../contract/restock';
import { restockRoutes } from '../contract/restock-routes';
import { messageFor } from './messages';
import { frRestock } from '../i18n/restock';

/** The storefront's restock signup call (docs/behaviour.md §7; method and path: src/contract/restock-routes.ts). */
export const postRestockSignup = (payload: RestockSignupRequest): Promise<Result<RestockSignupResponse>> =>
  request(restockRoutes.signup, { method: 'POST', body: payload, schema: RestockSignupResponseSchema });

/**
 * What the form says when the call fails (docs/behaviour.md §4 and 8): the message read from the
 * response data, else "Impossible d'envoyer le formulaire. Veuillez réessayer
 * ultérieurement."; an expired session and a 429 keep the catalogue's wording.
 */
export const restockFailureMessage = (error: ApiError): string => {
  if (error.kind === 'server') return error.message || frRestock.signupFailed;
  const catalogue = error.kind === 'session-expired' || error.kind === 'cookies-disabled' || error.kind === 'rate-limited';
  return catalogue ? messageFor(error) : frRestock.signupFailed;
};
