import type { fr } from '../fr';
import type { frProduct } from '../product';
import type { frPurchase } from '../purchase';

type CartKey = Exclude<keyof typeof fr, keyof typeof frProduct | keyof typeof frPurchase>;

/** English of the cart page's strings written in src/i18n/fr.ts itself (same keys, checked by tsc and the catalogue test). */
export const enCart: Record<CartKey, string> = {
  updateQuantityFailed: 'Unable to update the quantity',
  removeFailed: 'Unable to remove the item',
  updateFormFailed: 'Unable to update the form',
  cartEmpty: 'Your cart is empty.',
  notApplicable: 'N/A',
  cartQuantityOf: 'Quantity of {title}',
  cartQuantity: 'Quantity',
  cartRemove: 'Remove',
  cartRemoveOf: 'Remove {title}',
  cartEditAnswers: 'Edit answers',
  cartEditAnswersOf: 'Edit answers for {title}',
  cartSave: 'Save',
  cartCancel: 'Cancel',
  cartSubtotal: 'Subtotal',
  cartTax: 'Taxes',
  cartShipping: 'Shipping',
  cartDiscount: 'Discount',
  cartTotal: 'Total',
  cartCheckout: 'Check out',
  cartMinimumSubtotal: 'The minimum subtotal to check out is {amount}.',
  cartUpdated: 'Cart updated.',
  cartEntryRemoved: '{title} was removed from the cart.',
};
