/**
 * Tracked failure reasons of an add to cart (docs/behaviour.md §8 "Add to cart and checkout").
 * Each failed add records exactly one of these.
 */
export const ADD_TO_CART_FAILURE_REASONS = [
  'NO_VARIANT_SELECTED',
  'VARIANT_UNAVAILABLE',
  'OUT_OF_STOCK',
  'QUANTITY_NOT_A_NUMBER',
  'SUB_WITH_FORM_FAILURE',
  'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
  'SUB_API_FAILURE',
  'EXPRESS_CHECKOUT_FAILURE',
  'CUSTOM_FORM_RENDER_ERROR',
  'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
  'API_FAILURE',
] as const;

export type AddToCartFailureReason = (typeof ADD_TO_CART_FAILURE_REASONS)[number];
