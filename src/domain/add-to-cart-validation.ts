import { ProductType } from '../contract/constants';
import type { StructuredContent, Variant } from '../contract/product';
import { shopperLang } from '../i18n/catalogue';
import { frPurchase } from '../i18n/purchase';
import type { AddToCartFailureReason } from './add-to-cart-reasons';
import { isSubscribable, isUnlimitedType, normalizeProductType } from './product-type';
import { checkQuantity } from './quantity';
import { isVariantInStock } from './stock';
import { findVariant, type OptionSelection, unselectedOptions } from './variant-resolution';

/**
 * Validation before the add-to-cart call (docs/behaviour.md §5 "Add to cart"), in order:
 * unselected options (a gift card without a value has its own message), no variant
 * for the selection, variant not in stock, quantity not a number, quantity not whole
 * (the subscription wording for subscribable products). Each failure carries its
 * tracked reason (docs/behaviour.md §8) and the shopper message from the French catalogue.
 * On a list grid the caller shows only a visual cue for unselected options.
 */

export interface AddToCartDraft {
  readonly product: StructuredContent;
  readonly selection: OptionSelection;
  /** The typed quantity; absent when the block has no quantity input (then 1). */
  readonly quantity?: string | number | undefined;
}

export type AddToCartValidation =
  | { readonly ok: true; readonly variant: Variant; readonly quantity: number }
  | {
      readonly ok: false;
      readonly reason: AddToCartFailureReason;
      readonly message: string;
      /** Option names still to choose (empty unless that is the problem). */
      readonly unselectedOptions: readonly string[];
    };

/**
 * "Veuillez sélectionner l'option Taille." for one option; for several, the list in
 * In the shopper's language with Intl.ListFormat: "... les options Couleur et Taille." or
 * "... les options Couleur, Taille et Coupe.".
 */
export function unselectedOptionsMessage(options: readonly string[]): string {
  if (options.length === 1) return frPurchase.selectOneOption.replace('{option}', options[0] ?? '');
  const list = new Intl.ListFormat(shopperLang(), { style: 'long', type: 'conjunction' }).format(options);
  return frPurchase.selectSeveralOptions.replace('{options}', list);
}

function fail(reason: AddToCartFailureReason, message: string, unselected: readonly string[] = []): AddToCartValidation {
  return { ok: false, reason, message, unselectedOptions: unselected };
}

export function validateAddToCart(draft: AddToCartDraft): AddToCartValidation {
  const { product, selection } = draft;
  const type = normalizeProductType(product.productType);
  const missing = unselectedOptions(product, selection);
  if (missing.length > 0) {
    const message = type === ProductType.GIFT_CARD ? frPurchase.giftCardValueRequired : unselectedOptionsMessage(missing);
    return fail('NO_VARIANT_SELECTED', message, missing);
  }
  const variant = findVariant(product, selection);
  if (!variant) return fail('VARIANT_UNAVAILABLE', frPurchase.variantUnavailable);
  if (!isUnlimitedType(type) && !isVariantInStock(variant)) return fail('OUT_OF_STOCK', frPurchase.outOfStock);
  const checked = checkQuantity(draft.quantity ?? 1);
  if (!checked.ok) {
    if (checked.problem === 'not-a-number') return fail('QUANTITY_NOT_A_NUMBER', frPurchase.quantityNotANumber);
    return isSubscribable(product)
      ? fail('SUB_QUANTITY_NOT_A_WHOLE_NUMBER', frPurchase.subscriptionQuantityNotWhole)
      : fail('QUANTITY_NOT_A_NUMBER', frPurchase.quantityNotWhole);
  }
  return { ok: true, variant, quantity: checked.quantity };
}
