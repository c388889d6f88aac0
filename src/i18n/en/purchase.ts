import type { frPurchase } from '../purchase';

/** English of src/i18n/purchase.ts (same keys, checked by tsc and test/unit/i18n/catalogues.test.ts). */
export const enPurchase: Record<keyof typeof frPurchase, string> = {
  quickView: 'Quick View',
  quantity: 'Quantity',
  sessionExpired: 'Your session has expired. Please refresh the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, refresh the page and try again.',
  tryAgainSoon: 'Please try again in a few seconds.',
  addFailedTitle: 'Unable to Add the Item',
  buyFailedTitle: 'Unable to Buy the Item',
  openFormFailed: 'Unable to open the form',
  genericError: 'An error occurred',
  networkError: 'Network error',
  addedToCart: 'Added to cart',
  viewCart: 'View cart',
  close: 'Close',
  ok: 'OK',
  unavailable: 'Unavailable',
  giftCardFailedTitle: 'Unable to Buy the Gift Card',
  selectOneOption: 'Please select the {option} option.',
  selectSeveralOptions: 'Please select the {options} options.',
  variantUnavailable: 'Unfortunately, this variant of the item is unavailable. Please select another variant.',
  outOfStock: 'Unfortunately, this item is out of stock.',
  quantityNotANumber: 'The “Quantity” value must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  subscriptionQuantityNotWhole: 'The quantity must be a whole number.',
  giftCardValueRequired: 'Select a value for the gift card',
};
