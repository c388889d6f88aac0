import type { frA11y } from '../a11y';
import type { frContent } from '../content';
import type { frFormMessages } from '../form-messages';
import type { frForms } from '../forms';
import type { fr } from '../fr';
import type { frProduct } from '../product';
import type { frPurchase } from '../purchase';
import type { frRestock } from '../restock';
import type { frRestockEmail } from '../restock-email';

/** The keys fr.ts writes itself: the catalogue less the modules it spreads in. */
type CartKey = Exclude<
  keyof typeof fr,
  keyof (typeof frProduct & typeof frPurchase & typeof frForms & typeof frFormMessages & typeof frContent & typeof frA11y & typeof frRestock & typeof frRestockEmail)
>;

/** English of the cart page's strings written in src/i18n/fr.ts itself (same keys, checked by tsc and the catalogue test). */
export const enCart: Record<CartKey, string> = {
  updateQuantityFailed: 'Unable to update the quantity',
  removeFailed: 'Unable to remove the item',
  updateFormFailed: 'Unable to update the form',
  cartEmpty: 'Your cart is empty.',
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
  cartTaxIncluded: 'including VAT',
  cartShippingFree: 'Free',
  cartFreeShippingLeft: '{amount} away from free shipping.',
  cartFreeShippingReached: 'Shipping is free.',
  cartUnitPrice: 'Unit price',
  cartLineTotal: 'Total',
  cartProduct: 'Product',
  cartQuantityShort: 'Qty: {count}',
  cartDecrease: 'Decrease the quantity of {title}',
  cartIncrease: 'Increase the quantity of {title}',
  cartSummary: 'Summary',
  cartContinue: 'Continue shopping',
};
