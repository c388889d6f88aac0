import { useCallback, useRef, useState } from 'react';
import type { ApiError, Result } from '../../src/api/errors';
import { messageFor, needsAlert } from '../../src/api/messages';
import type { AddEntryResponse } from '../../src/contract/calls';
import { fr } from '../../src/i18n/fr';
import { failAddToCart } from '../../src/runtime/events';
import { addEntry } from '../../src/state/cart-actions';

export interface AddToCartInput {
  itemId: string;
  sku: string;
  /** Default 1. */
  quantity?: number;
  /** The custom form answers (a JSON string), when the product has a form. */
  additionalFields?: string | null;
}

/** The last add's state: `added` once the cart holds the entry, `failed` with `error`. */
export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'failed';

/** A failed add: the typed error, the shopper message (docs/behaviour.md §8) and the alert title, if it takes one. */
export interface AddToCartError {
  error: ApiError;
  message: string;
  title: string | undefined;
}

export interface UseAddToCart {
  /** POST /api/commerce/shopping-cart/entries; the shared cart follows on success. Never throws. */
  add(input: AddToCartInput): Promise<Result<AddEntryResponse>>;
  status: AddToCartStatus;
  error: AddToCartError | null;
}

/** The shopper message and alert title of a failed add, from the French catalogue. */
export const addToCartError = (error: ApiError): AddToCartError => ({
  error,
  message: messageFor(error),
  title: needsAlert(error) ? fr.addFailedTitle : undefined,
});

/**
 * Adds to the shared cart (`addEntry`) and keeps the last call's status and error.
 * A failure also dispatches `storefront:add-to-cart-failure` (reason `API_FAILURE`),
 * like the script-tag button.
 */
export const useAddToCart = (): UseAddToCart => {
  const [state, setState] = useState<{ status: AddToCartStatus; error: AddToCartError | null }>({ status: 'idle', error: null });
  const last = useRef(0);
  const add = useCallback(async (input: AddToCartInput): Promise<Result<AddEntryResponse>> => {
    const call = ++last.current;
    setState({ status: 'adding', error: null });
    const result = await addEntry({
      itemId: input.itemId,
      sku: input.sku,
      quantity: input.quantity ?? 1,
      additionalFields: input.additionalFields ?? null,
    });
    const failure = result.ok ? null : addToCartError(result.error);
    if (failure) failAddToCart({ itemId: input.itemId, reason: 'API_FAILURE', message: failure.message });
    // only the latest call speaks for the hook
    if (call === last.current) setState({ status: failure ? 'failed' : 'added', error: failure });
    return result;
  }, []);
  return { add, status: state.status, error: state.error };
};
